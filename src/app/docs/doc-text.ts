/** A run of a node or prop description: plain text, inline code (`x`) or bold (**x**). */
export interface DocSegment {
  readonly kind: 'text' | 'code' | 'strong';
  readonly text: string;
}

// the only markdown the schema's descriptions use; a lone backtick or asterisk stays as typed
const MARKUP = /`([^`]+)`|\*\*([^*]+)\*\*/g;

/** Splits a description into segments to draw as nodes (never as HTML). */
export function docSegments(text: string): DocSegment[] {
  const segments: DocSegment[] = [];
  let at = 0;
  for (const match of text.matchAll(MARKUP)) {
    if (match.index > at) segments.push({ kind: 'text', text: text.slice(at, match.index) });
    segments.push(match[1] !== undefined ? { kind: 'code', text: match[1] } : { kind: 'strong', text: match[2]! });
    at = match.index + match[0].length;
  }
  if (at < text.length) segments.push({ kind: 'text', text: text.slice(at) });
  return segments;
}

/** The description without its markup, for places that take plain text only (a tooltip). */
export function docPlainText(text: string): string {
  return docSegments(text)
    .map((segment) => segment.text)
    .join('');
}
