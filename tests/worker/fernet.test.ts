import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { Base64Error, decodeBase64Url } from "../../src/worker/base64url";
import { decryptFernet, FernetError, parseFernetKey, type FernetFailure } from "../../src/worker/fernet";
import { nobleBackend, webCryptoBackend, type FernetBackend } from "../../src/worker/fernet-backends";
import { fernetKey, makeFernetToken } from "../helpers/fernet";
import { SHARED_ABSENT_REASON, SHARED_DIR, SHARED_PRESENT } from "../helpers/shared";

const BACKENDS: FernetBackend[] = [webCryptoBackend(globalThis.crypto.subtle), nobleBackend];

interface Vector {
  desc?: string;
  token: string;
  secret: string;
  now: string;
  ttl_sec?: number;
  src?: string;
}
const vectors = (name: string): Vector[] =>
  SHARED_PRESENT ? JSON.parse(fs.readFileSync(path.join(SHARED_DIR, "fixtures/fernet-spec", name), "utf8")) : [];
const nowS = (v: Vector) => Date.parse(v.now) / 1000;
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

/** Counts decryptions, to show that no token reaches AES before its HMAC passed. */
function counting(backend: FernetBackend) {
  const counted = { decryptions: 0, backend: { ...backend } as FernetBackend };
  counted.backend.decryptAes128Cbc = (...args) => {
    counted.decryptions++;
    return backend.decryptAes128Cbc(...args);
  };
  return counted;
}

async function refusal(promise: Promise<unknown>): Promise<FernetFailure> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(FernetError);
  return (error as FernetError).reason;
}

/** What each invalid vector's description says is wrong, as the decoder names it. */
const EXPECTED_REASON: [RegExp, FernetFailure][] = [
  [/\bmac\b/i, "bad_mac"],
  [/short|base64|block size/i, "malformed"],
  [/padding|\bIV\b/i, "bad_padding"],
  [/future/i, "from_future"],
  [/expired/i, "expired"],
];

describe.skipIf(!SHARED_PRESENT)(`the Fernet spec vectors (${SHARED_PRESENT ? "../shared/fixtures/fernet-spec" : SHARED_ABSENT_REASON})`, () => {
  describe.each(BACKENDS.map((b) => [b.path, b] as const))("with %s", (_name, backend) => {
    it("decrypts every verify vector to its source within its TTL", async () => {
      expect(vectors("verify.json").length).toBeGreaterThan(0);
      for (const v of vectors("verify.json")) {
        const plain = await decryptFernet(v.token, v.secret, backend, { ttlSec: v.ttl_sec!, nowS: nowS(v) });
        expect(text(plain)).toBe(v.src);
      }
    });

    it("decrypts the token of every generate vector to its source", async () => {
      for (const v of vectors("generate.json")) expect(text(await decryptFernet(v.token, v.secret, backend))).toBe(v.src);
    });

    it("refuses every invalid vector for the reason its description gives, without decrypting a token whose HMAC fails", async () => {
      const invalid = vectors("invalid.json");
      expect(invalid.length).toBeGreaterThan(0);
      for (const v of invalid) {
        const spy = counting(backend);
        const reason = await refusal(decryptFernet(v.token, v.secret, spy.backend, { ttlSec: v.ttl_sec!, nowS: nowS(v) }));
        const expected = EXPECTED_REASON.find(([pattern]) => pattern.test(v.desc!))?.[1];
        expect({ desc: v.desc, reason }).toEqual({ desc: v.desc, reason: expected });
        if (reason === "bad_mac" || reason === "malformed") expect(spy.decryptions).toBe(0);
      }
    });

    it("checks age only when a TTL is given", async () => {
      const aged = vectors("invalid.json").filter((v) => /expired|future/i.test(v.desc!));
      expect(aged.length).toBeGreaterThan(0);
      for (const v of aged) await expect(decryptFernet(v.token, v.secret, backend)).resolves.toBeInstanceOf(Uint8Array);
    });
  });
});

describe.each(BACKENDS.map((b) => [b.path, b] as const))("Fernet tokens made by Node's crypto, with %s", (_name, backend) => {
  const key = fernetKey();
  // 1010 bytes pad to 64 AES blocks: a 1081-byte token, whose base64 ends in padding.
  const plain = crypto.randomBytes(1010);

  it("round-trips a token, with or without base64 padding", async () => {
    const token = makeFernetToken(plain, key);
    expect(Buffer.from(await decryptFernet(token, key, backend))).toEqual(plain);
    expect(Buffer.from(await decryptFernet(token.replace(/=+$/, ""), key.replace(/=+$/, ""), backend))).toEqual(plain);
  });

  it("refuses a version other than 0x80 even with a valid HMAC", async () => {
    expect(await refusal(decryptFernet(makeFernetToken(plain, key, { version: 0x81 }), key, backend))).toBe("malformed");
  });

  it("reports a bad HMAC, not the bad padding beneath it, and never decrypts", async () => {
    const unpadded = makeFernetToken(crypto.randomBytes(64), key, { noPadding: true });
    expect(await refusal(decryptFernet(unpadded, key, backend))).toBe("bad_padding");
    const spy = counting(backend);
    expect(await refusal(decryptFernet(unpadded, fernetKey(), spy.backend))).toBe("bad_mac");
    expect(spy.decryptions).toBe(0);
  });

  it("refuses standard-alphabet base64 and characters after the padding", async () => {
    const token = makeFernetToken(plain, key);
    const standard = token.replaceAll("-", "+").replaceAll("_", "/");
    expect(standard).not.toBe(token);
    expect(await refusal(decryptFernet(standard, key, backend))).toBe("malformed");
    expect(token).toMatch(/=$/);
    expect(await refusal(decryptFernet(`${token}AAAA`, key, backend))).toBe("malformed");
  });
});

describe("parseFernetKey", () => {
  it("splits 32 bytes into the HMAC key and the AES key", () => {
    const raw = crypto.randomBytes(32);
    const { signing, encryption } = parseFernetKey(raw.toString("base64url"));
    expect(Buffer.from(signing)).toEqual(raw.subarray(0, 16));
    expect(Buffer.from(encryption)).toEqual(raw.subarray(16));
  });

  it("refuses keys of another length or alphabet", () => {
    for (const key of [crypto.randomBytes(16).toString("base64url"), crypto.randomBytes(33).toString("base64url"), "not a key!"]) {
      expect(() => parseFernetKey(key)).toThrow(expect.objectContaining({ reason: "bad_key" }));
    }
  });
});

describe("decodeBase64Url", () => {
  it("decodes what Node encodes, for every length of the last group, padded or not", () => {
    for (let length = 0; length < 40; length++) {
      const bytes = crypto.randomBytes(length);
      const padded = bytes.toString("base64").replaceAll("+", "-").replaceAll("/", "_");
      expect(Buffer.from(decodeBase64Url(padded))).toEqual(bytes);
      expect(Buffer.from(decodeBase64Url(bytes.toString("base64url")))).toEqual(bytes);
      expect(Buffer.from(decodeBase64Url(new TextEncoder().encode(` ${padded}\r\n`)))).toEqual(bytes);
    }
  });

  it.each([
    ["the standard alphabet's + and /", "ab+/"],
    ["padding in the middle", "ab==abcd"],
    ["three padding characters", "a==="],
    ["padding that does not match the length", "abc=="],
    ["an impossible length", "abcde"],
    ["non-zero bits after the last byte", "ab=="],
    ["a space inside", "ab cd"],
  ])("refuses %s", (_what, input) => {
    expect(() => decodeBase64Url(input)).toThrow(Base64Error);
  });
});
