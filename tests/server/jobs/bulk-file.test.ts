import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { writeBulkFiles } from "../../../src/server/jobs/bulk-file";
import { fernetEncrypt, generateFernetKey } from "../../../src/server/jobs/fernet";
import {
  decompressWithZstdCli,
  decryptFernet,
  decryptWithPython,
  REFERENCE_TOOLS_ABSENT_REASON,
  REFERENCE_TOOLS_PRESENT,
} from "../../helpers/bulk-files";

const dirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bulk-file-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

// Text outside ASCII and a size past one AES block and one zstd block, so padding and framing both matter.
const document = { response: Array.from({ length: 3000 }, (_, i) => ({ url: `https://a.example/${i}`, title: `Übernahme № ${i} — 収益`, similarity: i / 3000 })) };

describe("a job's files", () => {
  it("gives each job a fresh 32-byte key in urlsafe base64 with padding", () => {
    const a = generateFernetKey();
    const b = generateFernetKey();
    expect(a).not.toBe(b);
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}=$/);
    expect(Buffer.from(a, "base64url")).toHaveLength(32);
  });

  it("writes a Fernet token whose version, time and signature follow the spec", () => {
    const key = generateFernetKey();
    const token = fernetEncrypt(key, Buffer.from("hello"), Date.UTC(2024, 0, 2, 3, 4, 5));
    expect(token.toString("ascii")).toMatch(/^[A-Za-z0-9_=-]+$/);
    const raw = Buffer.from(token.toString("ascii"), "base64url");
    expect(raw[0]).toBe(0x80);
    expect(Number(raw.readBigUInt64BE(1))).toBe(Date.UTC(2024, 0, 2, 3, 4, 5) / 1000);
    expect(decryptFernet(token, key).toString()).toBe("hello");
    expect(() => decryptFernet(token, generateFernetKey())).toThrow(/HMAC/);
  });

  it("leaves the two finished files and nothing half-written", async () => {
    const dir = tempDir();
    const paths = await writeBulkFiles(document, generateFernetKey(), dir, "00000000-0000-4000-8000-000000000001");
    expect(Object.values(paths).map((p) => path.basename(p)).sort()).toEqual(["00000000-0000-4000-8000-000000000001.gzip.fernet", "00000000-0000-4000-8000-000000000001.zstd.fernet"]);
    expect(fs.readdirSync(dir).sort()).toEqual(Object.values(paths).map((p) => path.basename(p)).sort());
  });

  it("has a gzip variant that Node's zlib reads back to the same JSON", async () => {
    const key = generateFernetKey();
    const paths = await writeBulkFiles(document, key, tempDir(), "00000000-0000-4000-8000-000000000002");
    const plaintext = zlib.gunzipSync(decryptFernet(fs.readFileSync(paths.gzip), key));
    expect(JSON.parse(plaintext.toString("utf8"))).toEqual(document);
  });

  describe.skipIf(!REFERENCE_TOOLS_PRESENT)(`read by the reference tools (${REFERENCE_TOOLS_PRESENT ? "python3 cryptography, zstd" : REFERENCE_TOOLS_ABSENT_REASON})`, () => {
    it("decrypts with Python's Fernet and decompresses with the zstd command to the same JSON", async () => {
      const key = generateFernetKey();
      const paths = await writeBulkFiles(document, key, tempDir(), "00000000-0000-4000-8000-000000000003");
      const plaintext = decompressWithZstdCli(decryptWithPython(fs.readFileSync(paths.zstd), key));
      expect(JSON.parse(plaintext.toString("utf8"))).toEqual(document);
    });

    it("is refused by Python's Fernet under another key", async () => {
      const paths = await writeBulkFiles(document, generateFernetKey(), tempDir(), "00000000-0000-4000-8000-000000000004");
      expect(() => decryptWithPython(fs.readFileSync(paths.zstd), generateFernetKey())).toThrow(/InvalidToken|refused/);
    });
  });
});
