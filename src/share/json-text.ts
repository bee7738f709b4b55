// whitespace-level JSON helpers: they never re-print numbers or escapes, so nothing the user typed changes meaning

function isJsonWhitespace(code: number): boolean {
  return code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09;
}

/** The text without whitespace outside strings. Only meaningful for text that is valid JSON. */
export function stripJsonWhitespace(text: string): string {
  const parts: string[] = [];
  let start = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 0x5c) i++; // backslash: the next character is escaped
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (isJsonWhitespace(code)) {
      if (i > start) parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  if (start < text.length) parts.push(text.slice(start));
  return parts.join('');
}

/**
 * The parsed object or array when the text is valid JSON whose compact form is exactly
 * `JSON.stringify` of its value (so pretty-printing it again loses nothing but layout);
 * undefined for invalid JSON, scalars, and texts whose numbers, escapes or repeated keys
 * `JSON.stringify` would write differently.
 */
export function canonicalJsonValue(text: string): object | undefined {
  try {
    const value: unknown = JSON.parse(text);
    if (value === null || typeof value !== 'object') return undefined;
    return JSON.stringify(value) === stripJsonWhitespace(text) ? value : undefined;
  } catch {
    // invalid JSON, or nested deeper than JSON.stringify's stack allows
    return undefined;
  }
}
