import crypto from "node:crypto";

/**
 * Fernet tokens made with Node's own crypto, independent of the decoder under
 * test: for the download tests and the bench, and for malformed tokens the
 * spec vectors do not cover (another version byte, a bad padding that still
 * carries a valid HMAC).
 */
export interface TokenParts {
  version?: number;
  timestampS?: number;
  iv?: Buffer;
  /** Encrypt without PKCS#7 padding (the plaintext must then be whole blocks). */
  noPadding?: boolean;
}

export function fernetKey(): string {
  return crypto.randomBytes(32).toString("base64url") + "=";
}

export function makeFernetToken(plaintext: Uint8Array, key: string, parts: TokenParts = {}): string {
  const raw = Buffer.from(key, "base64url");
  const header = Buffer.alloc(9);
  header[0] = parts.version ?? 0x80;
  header.writeBigUInt64BE(BigInt(parts.timestampS ?? Math.floor(Date.now() / 1000)), 1);
  const iv = parts.iv ?? crypto.randomBytes(16);
  const cipher = crypto.createCipheriv("aes-128-cbc", raw.subarray(16), iv).setAutoPadding(!parts.noPadding);
  const signed = Buffer.concat([header, iv, cipher.update(plaintext), cipher.final()]);
  const mac = crypto.createHmac("sha256", raw.subarray(0, 16)).update(signed).digest();
  // The spec writes tokens with padding, as Python's cryptography does.
  return Buffer.concat([signed, mac]).toString("base64").replaceAll("+", "-").replaceAll("/", "_");
}
