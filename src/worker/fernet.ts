import { Base64Error, decodeBase64Url } from "./base64url";
import type { FernetBackend } from "./fernet-backends";

/**
 * Fernet (github.com/fernet/spec), version 0x80:
 *   0x80 | timestamp (8, big-endian seconds) | IV (16) | AES-128-CBC ciphertext (16·n) | HMAC-SHA256 (32)
 * The key is 32 bytes of urlsafe base64: the HMAC key, then the AES key.
 * The HMAC over everything before it is checked before anything is decrypted.
 */

const VERSION = 0x80;
const HEADER_BYTES = 1 + 8 + 16;
const MAC_BYTES = 32;
const BLOCK_BYTES = 16;
const MIN_TOKEN_BYTES = HEADER_BYTES + BLOCK_BYTES + MAC_BYTES;
/** The spec's allowance for a token stamped by a clock slightly ahead of ours. */
const MAX_CLOCK_SKEW_S = 60;

export type FernetFailure =
  | "bad_key" // the key is not 32 bytes of base64url
  | "malformed" // base64, version, length or block size
  | "bad_mac" // HMAC mismatch: wrong key, or changed bytes
  | "bad_padding" // authentic, yet the plaintext padding is wrong
  | "expired" // older than the caller's TTL
  | "from_future"; // stamped further ahead than the allowed clock skew

export class FernetError extends Error {
  override name = "FernetError";
  constructor(
    readonly reason: FernetFailure,
    message: string,
  ) {
    super(message);
  }
}

export interface FernetOptions {
  /** Refuse tokens older than this many seconds (and stamped too far ahead); no age check without it. */
  ttlSec?: number;
  /** The current time in Unix seconds, for the TTL check; default: the clock. */
  nowS?: number;
}

export interface FernetKey {
  signing: Uint8Array<ArrayBuffer>;
  encryption: Uint8Array<ArrayBuffer>;
}

export function parseFernetKey(key: string): FernetKey {
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = decodeBase64Url(key);
  } catch (error) {
    throw new FernetError("bad_key", `the key is not base64url: ${(error as Error).message}`);
  }
  if (bytes.length !== 32) throw new FernetError("bad_key", `the key is ${bytes.length} bytes, not 32`);
  return { signing: bytes.slice(0, 16), encryption: bytes.slice(16) };
}

function readTimestamp(token: Uint8Array): number {
  const view = new DataView(token.buffer, token.byteOffset + 1, 8);
  return view.getUint32(0) * 2 ** 32 + view.getUint32(4);
}

/** Verifies and decrypts one token (its urlsafe base64 text, as bytes or a string). */
export async function decryptFernet(
  tokenText: Uint8Array | string,
  key: string,
  backend: FernetBackend,
  options: FernetOptions = {},
): Promise<Uint8Array<ArrayBuffer>> {
  const keys = parseFernetKey(key);
  let token: Uint8Array<ArrayBuffer>;
  try {
    token = decodeBase64Url(tokenText);
  } catch (error) {
    if (error instanceof Base64Error) throw new FernetError("malformed", `the token is not base64url: ${error.message}`);
    throw error;
  }
  if (token.length < MIN_TOKEN_BYTES) throw new FernetError("malformed", `the token is ${token.length} bytes, shorter than the minimum ${MIN_TOKEN_BYTES}`);
  if (token[0] !== VERSION) throw new FernetError("malformed", `unknown token version 0x${token[0]!.toString(16)}`);
  const ciphertextBytes = token.length - HEADER_BYTES - MAC_BYTES;
  if (ciphertextBytes % BLOCK_BYTES !== 0) throw new FernetError("malformed", "the ciphertext is not a whole number of AES blocks");

  const signed = token.subarray(0, token.length - MAC_BYTES);
  const mac = token.subarray(token.length - MAC_BYTES);
  if (!(await backend.verifyHmacSha256(keys.signing, signed, mac))) {
    throw new FernetError("bad_mac", "the HMAC does not match");
  }

  if (options.ttlSec !== undefined) {
    const now = options.nowS ?? Math.floor(Date.now() / 1000);
    const stamped = readTimestamp(token);
    if (stamped + options.ttlSec < now) throw new FernetError("expired", `the token is older than ${options.ttlSec} s`);
    if (stamped > now + MAX_CLOCK_SKEW_S) throw new FernetError("from_future", "the token is stamped in the future");
  }

  const iv = token.subarray(1 + 8, HEADER_BYTES);
  const ciphertext = token.subarray(HEADER_BYTES, token.length - MAC_BYTES);
  try {
    return await backend.decryptAes128Cbc(keys.encryption, iv, ciphertext);
  } catch {
    throw new FernetError("bad_padding", "the decrypted padding is wrong");
  }
}
