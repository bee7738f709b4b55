// base64url without padding (RFC 4648 §5): the characters a URL fragment carries unescaped

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const VALUES = new Int16Array(128).fill(-1);
for (let i = 0; i < ALPHABET.length; i++) VALUES[ALPHABET.charCodeAt(i)] = i;

export function encodeBase64Url(bytes: Uint8Array): string {
  const parts: string[] = [];
  const chunk: string[] = [];
  let i = 0;
  for (; i + 2 < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | (bytes[i + 1]! << 8) | bytes[i + 2]!;
    chunk.push(ALPHABET[n >> 18]!, ALPHABET[(n >> 12) & 63]!, ALPHABET[(n >> 6) & 63]!, ALPHABET[n & 63]!);
    // join in slices so a megabyte never becomes one giant array of characters
    if (chunk.length >= 8192) parts.push(chunk.splice(0).join(''));
  }
  const rest = bytes.length - i;
  if (rest === 1) {
    const n = bytes[i]! << 16;
    chunk.push(ALPHABET[n >> 18]!, ALPHABET[(n >> 12) & 63]!);
  } else if (rest === 2) {
    const n = (bytes[i]! << 16) | (bytes[i + 1]! << 8);
    chunk.push(ALPHABET[n >> 18]!, ALPHABET[(n >> 12) & 63]!, ALPHABET[(n >> 6) & 63]!);
  }
  parts.push(chunk.join(''));
  return parts.join('');
}

/** The bytes, or undefined when the text has a character outside the alphabet or an impossible length. */
export function decodeBase64Url(text: string): Uint8Array | undefined {
  if (text.length % 4 === 1) return undefined;
  const out = new Uint8Array(Math.floor((text.length * 3) / 4));
  let bits = 0;
  let buffer = 0;
  let o = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const value = code < 128 ? VALUES[code]! : -1;
    if (value < 0) return undefined;
    buffer = ((buffer << 6) | value) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[o++] = (buffer >> bits) & 0xff;
    }
  }
  return out;
}
