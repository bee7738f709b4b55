// Go source is UTF-8, so Hangul, RTL letters and emoji stay readable; controls, invisible and bidi formatting
// characters ("Trojan Source"), line separators and lone surrogates are escaped
// eslint-disable-next-line no-control-regex -- control characters are exactly what must be escaped
const unsafe = /["\\\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff\ud800-\udfff]/gu;
const short: Record<string, string> = { '"': '\\"', '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/**
 * A double-quoted Go interpreted string literal for exactly this text. Go strings are UTF-8, so a lone surrogate
 * (possible in JSON, never valid UTF-8) becomes U+FFFD, as Go's encoding/json decodes it.
 */
export function goString(text: string): string {
  return `"${text.replace(unsafe, (ch) => {
    const code = ch.charCodeAt(0);
    return short[ch] ?? (code >= 0xd800 && code <= 0xdfff ? '\\ufffd' : `\\u${code.toString(16).padStart(4, '0')}`);
  })}"`;
}

/** A Go identifier from a plugin id: ASCII letters and digits in lower camel case ("my-bot" → "myBot"). */
export function goName(id: string): string {
  const words = id.split(/[^A-Za-z0-9]+/).filter(Boolean);
  const joined = words.map((word, i) => (i === 0 ? word.charAt(0).toLowerCase() : word.charAt(0).toUpperCase()) + word.slice(1)).join('');
  if (joined === '') return 'custom';
  return /^[0-9]/.test(joined) ? `p${joined}` : joined;
}
