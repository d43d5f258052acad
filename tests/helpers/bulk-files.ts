import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import { expect } from "vitest";
import { decompress } from "zstd-napi";
import { bulkResponseSchema, type BulkResponse } from "../../src/contract";
import type { SearchJobRunner } from "../../src/server/jobs/job-runner";

/**
 * Reading bulk and time-search files as a client does: the reference tools
 * (Python's `cryptography` Fernet and the `zstd` command) where installed,
 * and a Fernet reader in Node written from the spec for the checks that need
 * no particular tool.
 */
const PYTHON_FERNET = "import sys; from cryptography.fernet import Fernet; sys.stdout.buffer.write(Fernet(sys.argv[1].encode()).decrypt(sys.stdin.buffer.read()))";

export const REFERENCE_TOOLS_PRESENT =
  spawnSync("python3", ["-c", "import cryptography.fernet"]).status === 0 && spawnSync("zstd", ["--version"]).status === 0;
export const REFERENCE_TOOLS_ABSENT_REASON = "python3 with the cryptography package, or the zstd command, is not installed";

export function decryptWithPython(token: Buffer, key: string): Buffer {
  const run = spawnSync("python3", ["-c", PYTHON_FERNET, key], { input: token, maxBuffer: 1 << 28 });
  if (run.status !== 0) throw new Error(`Python's Fernet refused the file: ${run.stderr.toString()}`);
  return run.stdout;
}

export function decompressWithZstdCli(compressed: Buffer): Buffer {
  const run = spawnSync("zstd", ["-d", "-c", "-q"], { input: compressed, maxBuffer: 1 << 28 });
  if (run.status !== 0) throw new Error(`zstd refused the data: ${run.stderr.toString()}`);
  return run.stdout;
}

/** Fernet decryption per the spec: version, HMAC over everything before it, then AES-128-CBC. */
export function decryptFernet(token: Buffer, key: string): Buffer {
  const raw = Buffer.from(token.toString("ascii"), "base64url");
  const secret = Buffer.from(key, "base64url");
  if (raw[0] !== 0x80) throw new Error("not a Fernet token (version byte)");
  const signed = raw.subarray(0, raw.length - 32);
  const mac = crypto.createHmac("sha256", secret.subarray(0, 16)).update(signed).digest();
  if (!crypto.timingSafeEqual(mac, raw.subarray(raw.length - 32))) throw new Error("HMAC mismatch");
  const decipher = crypto.createDecipheriv("aes-128-cbc", secret.subarray(16), raw.subarray(9, 25));
  return Buffer.concat([decipher.update(raw.subarray(25, raw.length - 32)), decipher.final()]);
}

/** Polls a download until it is no longer "not ready" (404 with Retry-After); answers the final response. */
export async function waitForDownload(url: string, deadlineMs = 60_000): Promise<Response> {
  const until = Date.now() + deadlineMs;
  for (;;) {
    const res = await fetch(url);
    if (!(res.status === 404 && res.headers.has("retry-after"))) return res;
    await res.arrayBuffer();
    if (Date.now() > until) throw new Error(`${url} was still not ready after ${deadlineMs} ms`);
    // Faster than Retry-After asks: the local service finishes small jobs in well under a second.
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * A runner that holds every job until `release()`, then hands it to the real
 * one: the "not ready yet" state made observable without relying on timing.
 */
export function heldRunner(real: () => SearchJobRunner): { runner: SearchJobRunner; release: () => void } {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  return {
    runner: {
      run: async (message) => {
        await gate;
        return real().run(message);
      },
      warm: () => real().warm(),
      close: async () => undefined,
    },
    release,
  };
}

export async function post(base: string, route: "bulk-search" | "time-search" | "fast-search", key: string, body: unknown): Promise<Response> {
  return fetch(`${base}/api/search/v2/${route}`, { method: "POST", headers: { "api-key": key, "content-type": "application/json" }, body: JSON.stringify(body) });
}

/** The 200 of a bulk or time search, checked against the contract. */
export async function accepted(res: Response): Promise<BulkResponse> {
  if (res.status !== 200) throw new Error(`the search was not accepted: ${res.status} ${await res.text()}`);
  return bulkResponseSchema.parse(await res.json());
}

/** The file's bytes once ready, with the header any page needs to read them. */
export async function fileOf(url: string): Promise<Buffer> {
  const res = await waitForDownload(url);
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
  expect(res.headers.get("access-control-allow-origin")).toBe("*");
  return Buffer.from(await res.arrayBuffer());
}

/** A .zstd. file's JSON, read in Node (zstd-napi). */
export const plaintextOf = (file: Buffer, key: string): unknown => JSON.parse(decompress(decryptFernet(file, key)).toString("utf8"));
