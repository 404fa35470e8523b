// Hover intent of the mega menu (§2): a pointer crossing other items on its way to the next column keeps
// the current selection instead of switching to every item it passes ("menu aim").

export interface Point {
  x: number;
  y: number;
}

/** Whether `p` lies inside the triangle a-b-c (edges included), whatever the winding. */
export function inTriangle(p: Point, a: Point, b: Point, c: Point): boolean {
  const side = (u: Point, v: Point) => (p.x - v.x) * (u.y - v.y) - (u.x - v.x) * (p.y - v.y);
  const d1 = side(a, b);
  const d2 = side(b, c);
  const d3 = side(c, a);
  const negative = d1 < 0 || d2 < 0 || d3 < 0;
  const positive = d1 > 0 || d2 > 0 || d3 > 0;
  return !(negative && positive);
}

/** Slack above and below the target column, so aiming at its first or last item still counts. */
const SLACK_PX = 20;

/**
 * Whether a pointer moving from `from` to `to` heads for `target` (the next column, to the right): `to` lies
 * in the triangle spanned by `from` and the target's left edge. A pointer that does not move aims nowhere.
 */
export function aimsAt(
  from: Point,
  to: Point,
  target: { left: number; top: number; bottom: number },
): boolean {
  if (from.x === to.x && from.y === to.y) return false;
  if (to.x >= target.left) return false;
  return inTriangle(
    to,
    from,
    { x: target.left, y: target.top - SLACK_PX },
    { x: target.left, y: target.bottom + SLACK_PX },
  );
}
