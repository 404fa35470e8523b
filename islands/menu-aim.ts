// Hover intent of the mega menu (§2): a pointer crossing other items on its way to the next column keeps
// the current selection instead of switching to every item it passes ("menu aim").

export interface Point {
  x: number;
  y: number;
}

/** Slack above and below the target column, so aiming at its first or last item still counts. */
const SLACK_PX = 20;

/**
 * Whether a pointer moving from `from` to `to` heads for `target` (the next column, to the right): `to` lies
 * in the triangle spanned by `from` and the target's left edge, that is, it moves right with a slope between
 * those of the lines to the edge's top and bottom corners. A pointer that does not move right aims nowhere.
 */
export function aimsAt(
  from: Point,
  to: Point,
  target: { left: number; top: number; bottom: number },
): boolean {
  const dx = to.x - from.x;
  const reach = target.left - from.x;
  if (dx <= 0 || to.x >= target.left) return false;
  const slope = (to.y - from.y) / dx;
  return (
    slope >= (target.top - SLACK_PX - from.y) / reach && slope <= (target.bottom + SLACK_PX - from.y) / reach
  );
}
