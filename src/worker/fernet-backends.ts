import { cbc } from "@noble/ciphers/aes.js";
import { equalBytes } from "@noble/ciphers/utils.js";
import { hmac } from "@noble/hashes/hmac.js";
import { sha256 } from "@noble/hashes/sha2.js";
import type { CryptoPath } from "./protocol";

type Bytes = Uint8Array<ArrayBuffer>;

/** The two primitives Fernet needs; `decryptCbc` throws when the PKCS#7 padding is wrong. */
export interface FernetBackend {
  readonly path: CryptoPath;
  verifyHmacSha256(key: Bytes, signed: Bytes, mac: Bytes): Promise<boolean>;
  decryptAes128Cbc(key: Bytes, iv: Bytes, ciphertext: Bytes): Promise<Bytes>;
}

/** WebCrypto: native speed, but only in a secure context (https or localhost). */
export function webCryptoBackend(subtle: SubtleCrypto): FernetBackend {
  return {
    path: "webcrypto",
    async verifyHmacSha256(key, signed, mac) {
      const hmacKey = await subtle.importKey("raw", key, { name: "HMAC", hash: "SHA-256" }, false, ["verify"]);
      // verify() compares in constant time.
      return subtle.verify("HMAC", hmacKey, mac, signed);
    },
    async decryptAes128Cbc(key, iv, ciphertext) {
      const aesKey = await subtle.importKey("raw", key, { name: "AES-CBC" }, false, ["decrypt"]);
      return new Uint8Array(await subtle.decrypt({ name: "AES-CBC", iv }, aesKey, ciphertext));
    },
  };
}

/** Pure JS, for pages served over plain http on a LAN address, where `crypto.subtle` is absent. */
export const nobleBackend: FernetBackend = {
  path: "noble",
  async verifyHmacSha256(key, signed, mac) {
    return equalBytes(hmac(sha256, key, signed), mac);
  },
  async decryptAes128Cbc(key, iv, ciphertext) {
    return cbc(key, iv).decrypt(ciphertext);
  },
};

/** WebCrypto where the context has it, unless the caller asks for the fallback. */
export function chooseFernetBackend(forceFallback = false): FernetBackend {
  const subtle = globalThis.crypto?.subtle;
  return subtle && !forceFallback ? webCryptoBackend(subtle) : nobleBackend;
}
