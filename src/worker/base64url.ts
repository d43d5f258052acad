/**
 * Strict base64url (RFC 4648 §5) decoding of a Fernet token or key, straight
 * from the downloaded bytes so a 15 MB token never becomes a JS string.
 *
 * Strict: only `A-Z a-z 0-9 - _`, `=` only as final padding, padding that
 * matches the length, and zero unused bits in the last character (so one
 * token has one spelling). Tolerated: whitespace around the token (a saved
 * file often ends with a newline), and missing padding, which Node's
 * `base64url` encoder omits; neither changes the decoded bytes.
 */

const INVALID = 255;
const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
const VALUE = new Uint8Array(256).fill(INVALID);
for (let i = 0; i < ALPHABET.length; i++) VALUE[ALPHABET.charCodeAt(i)] = i;

const PAD = 0x3d; // "="

export class Base64Error extends Error {
  override name = "Base64Error";
}

function isSpace(byte: number): boolean {
  return byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;
}

export function decodeBase64Url(input: Uint8Array | string): Uint8Array<ArrayBuffer> {
  const text = typeof input === "string" ? new TextEncoder().encode(input) : input;
  let start = 0;
  let end = text.length;
  while (start < end && isSpace(text[start]!)) start++;
  while (end > start && isSpace(text[end - 1]!)) end--;

  let padding = 0;
  while (padding < 2 && end - padding > start && text[end - padding - 1] === PAD) padding++;
  const chars = end - start - padding;
  if (padding > 0 && (chars + padding) % 4 !== 0) throw new Base64Error("padding does not match the length");
  if (chars % 4 === 1) throw new Base64Error("length is not possible for base64");

  const out = new Uint8Array(Math.floor((chars * 3) / 4));
  let o = 0;
  let i = start;
  const fullEnd = start + chars - (chars % 4);
  for (; i < fullEnd; i += 4) {
    const a = VALUE[text[i]!]!;
    const b = VALUE[text[i + 1]!]!;
    const c = VALUE[text[i + 2]!]!;
    const d = VALUE[text[i + 3]!]!;
    if ((a | b | c | d) === INVALID) throw new Base64Error(`invalid character near offset ${i - start}`);
    const n = (a << 18) | (b << 12) | (c << 6) | d;
    out[o++] = n >> 16;
    out[o++] = (n >> 8) & 0xff;
    out[o++] = n & 0xff;
  }
  const rest = chars % 4;
  if (rest > 0) {
    let n = 0;
    for (let k = 0; k < rest; k++) {
      const v = VALUE[text[i + k]!]!;
      if (v === INVALID) throw new Base64Error(`invalid character near offset ${i + k - start}`);
      n = (n << 6) | v;
    }
    // 2 chars carry 1 byte + 4 unused bits; 3 chars carry 2 bytes + 2 unused bits.
    const unusedBits = rest === 2 ? 4 : 2;
    if ((n & ((1 << unusedBits) - 1)) !== 0) throw new Base64Error("non-zero bits after the last byte");
    n >>= unusedBits;
    if (rest === 3) out[o++] = n >> 8;
    out[o] = n & 0xff;
  }
  return out;
}
