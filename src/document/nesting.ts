/** Whether JSON text opens more than `limit` brackets inside each other (strings skipped), without parsing it. */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 92) i++; // backslash: skip the escaped character
      else if (code === 34) inString = false;
    } else if (code === 34) inString = true;
    else if (code === 123 || code === 91) {
      if (++depth > limit) return true;
    } else if (code === 125 || code === 93) depth--;
  }
  return false;
}
