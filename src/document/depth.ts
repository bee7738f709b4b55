/** Nesting depth of a JSON value, measured without recursion so hostile input cannot blow the stack. */
export function exceedsDepth(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length) {
    const [current, depth] = stack.pop()!;
    if (current === null || typeof current !== 'object') continue;
    if (depth > limit) return true;
    for (const child of Object.values(current)) if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
  }
  return false;
}

/**
 * jsonc-parser recurses once per nesting level even through subtrees it skips, so text nested a few
 * thousand levels deep overflows the stack: run such a pass and get undefined instead of a throw.
 */
export function withinStack<T>(run: () => T): T | undefined {
  try {
    return run();
  } catch (error) {
    if (error instanceof RangeError) return undefined;
    throw error;
  }
}
