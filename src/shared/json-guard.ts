/** Deeper than any payload of ours; bounds the work (and the stack) of whoever walks or re-sends a body. */
export const MAX_JSON_DEPTH = 32;

/**
 * What is wrong with a parsed JSON body, walked without recursion, or null. PostgreSQL text holds
 * neither NUL nor a lone surrogate (half of a UTF-16 pair, which no UTF-8 text can carry), and a body
 * nested deeper than MAX_JSON_DEPTH would overflow the stack of JSON.stringify when passed on.
 */
export function jsonProblem(root: unknown): string | null {
  const stack: [unknown, number][] = [[root, 1]];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const [value, depth] = item;
    if (typeof value === 'string') {
      if (value.includes('\0')) return 'The request body contains a NUL character.';
      if (!value.isWellFormed()) return 'The request body contains a lone surrogate.';
    } else if (value && typeof value === 'object') {
      if (depth > MAX_JSON_DEPTH) return `The request body is nested deeper than ${MAX_JSON_DEPTH} levels.`;
      for (const [key, child] of Object.entries(value)) stack.push([key, depth], [child, depth + 1]);
    }
  }
  return null;
}
