import crypto from "node:crypto";

/**
 * Fernet (https://github.com/fernet/spec), the format bulk files are
 * encrypted in: version 0x80, a big-endian 64-bit timestamp in seconds, a
 * 16-byte IV, AES-128-CBC with PKCS#7 padding, and an HMAC-SHA256 over all of
 * that; the whole token written in urlsafe base64 with padding, as Python's
 * `cryptography` writes it. The key is 32 bytes: the first half signs, the
 * second half encrypts.
 */
const VERSION = 0x80;

/** A fresh random key in the urlsafe base64 form clients pass as `decrypt_using`. */
export function generateFernetKey(): string {
  return toUrlsafe(crypto.randomBytes(32));
}

export function fernetEncrypt(key: string, plaintext: Uint8Array, nowMs: number = Date.now()): Buffer {
  const raw = Buffer.from(key, "base64url");
  if (raw.length !== 32) throw new Error("A Fernet key is 32 bytes in urlsafe base64.");
  const signingKey = raw.subarray(0, 16);
  const encryptionKey = raw.subarray(16);
  const iv = crypto.randomBytes(16);
  const cipher = crypto.createCipheriv("aes-128-cbc", encryptionKey, iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  const header = Buffer.alloc(9);
  header[0] = VERSION;
  header.writeBigUInt64BE(BigInt(Math.floor(nowMs / 1000)), 1);
  const signed = Buffer.concat([header, iv, ciphertext]);
  const hmac = crypto.createHmac("sha256", signingKey).update(signed).digest();
  return Buffer.from(toUrlsafe(Buffer.concat([signed, hmac])), "ascii");
}

/** Node's base64url drops the padding; Fernet keeps it. */
function toUrlsafe(bytes: Buffer): string {
  return bytes.toString("base64").replace(/\+/g, "-").replace(/\//g, "_");
}
