import path from "node:path";
import { LIMITS, planOfKey } from "../contract";

/** The service's configuration (decisions.md §4), all from the environment, all optional. */
export interface ServiceConfig {
  port: number;
  host: string;
  dataDir: string;
  /** The demo key given by the operator, or null to generate one on first start. */
  apiKey: string | null;
  /** A base URL to forward the interface to (pass-through mode), or null for the local engine. */
  upstream: string | null;
  archive: "demo" | "none";
  /** Where the built workbench is; null serves no UI (tests of the API alone). */
  staticDir: string | null;
  /** How long bulk and time-search files are kept once ready (DOWNLOAD_TTL_SECONDS; 24 h by default). */
  downloadTtlSeconds: number;
}

export class ConfigError extends Error {}

export function readConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): ServiceConfig {
  const port = env.PORT === undefined || env.PORT === "" ? 8787 : Number(env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new ConfigError(`PORT must be a whole number from 0 to 65535, got ${JSON.stringify(env.PORT)}`);

  const apiKey = env.API_KEY ? env.API_KEY : null;
  if (apiKey !== null && planOfKey(apiKey) === null) {
    throw new ConfigError("API_KEY must look like <plan>|<secret> with a known plan (test, basic, pro, pro+, bus, bus+, ent, self) and a secret of 8 or more letters, digits, _ or -");
  }

  let upstream: string | null = null;
  if (env.UPSTREAM) {
    try {
      const url = new URL(env.UPSTREAM);
      if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error("scheme");
      upstream = url.toString().replace(/\/$/, "");
    } catch {
      throw new ConfigError(`UPSTREAM must be an http(s) base URL, got ${JSON.stringify(env.UPSTREAM)}`);
    }
  }

  const archive = env.ARCHIVE ?? "demo";
  if (archive !== "demo" && archive !== "none") throw new ConfigError(`ARCHIVE must be demo or none, got ${JSON.stringify(archive)}`);

  const ttl = env.DOWNLOAD_TTL_SECONDS === undefined || env.DOWNLOAD_TTL_SECONDS === "" ? LIMITS.downloadTtlSeconds : Number(env.DOWNLOAD_TTL_SECONDS);
  if (!Number.isInteger(ttl) || ttl < 1) throw new ConfigError(`DOWNLOAD_TTL_SECONDS must be a whole number of seconds, 1 or more, got ${JSON.stringify(env.DOWNLOAD_TTL_SECONDS)}`);

  return {
    port,
    host: env.HOST || "127.0.0.1",
    dataDir: path.resolve(cwd, env.DATA_DIR || "data"),
    apiKey,
    upstream,
    archive,
    staticDir: path.resolve(cwd, "dist"),
    downloadTtlSeconds: ttl,
  };
}
