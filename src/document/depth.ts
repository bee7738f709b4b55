/** Nesting depth of a JSON value, measured without recursion so hostile input cannot blow the stack. */
export function exceedsDepth(value: unknown, limit: number): boolean {
  // two parallel stacks instead of tuples: this runs on every keystroke over every node
  const values: unknown[] = [value];
  const depths: number[] = [1];
  while (values.length) {
    const current = values.pop();
    const depth = depths.pop()!;
    if (current === null || typeof current !== 'object') continue;
    if (depth > limit) return true;
    const children: unknown[] = Array.isArray(current) ? current : Object.values(current);
    for (const child of children) {
      if (child === null || typeof child !== 'object') continue;
      values.push(child);
      depths.push(depth + 1);
    }
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
