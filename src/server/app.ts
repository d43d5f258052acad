import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { ROUTES, type HealthResponse, type RouteId } from "../contract";
import { KeyStore } from "./auth/key-store";
import { RateLimiter } from "./auth/rate-limiter";
import type { ServiceConfig } from "./config";
import { openDatabase, type Db } from "./db/database";
import { parseRequestFilter } from "./engine/filters";
import { HttpError } from "./http/errors";
import { sendJson } from "./http/io";
import { dispatch, findRoute, type Handlers } from "./http/router";
import { serveStatic } from "./http/static-files";
import { forwardUpstream } from "./upstream";
import { SavedSearchStore, savedSearchHandlers } from "./saved-searches";
import { serveDownload } from "./jobs/download-route";
import type { SearchJobRunner } from "./jobs/job-runner";
import { SearchJobs } from "./jobs/search-jobs";

export const VERSION = "0.1.0";

/** What the health answer says of the archive (decisions.md §4). */
export type ArchiveInfo = HealthResponse["archive"];

export interface Service {
  server: http.Server;
  db: Db;
  keys: KeyStore;
  demoKey: string;
  /** Bulk and time-search jobs; null without an engine to run them (pass-through, or no runner given). */
  jobs: SearchJobs | null;
  /** Starts listening; answers the bound port (useful with PORT=0 in tests). */
  listen(): Promise<number>;
  close(): Promise<void>;
}

export interface ServiceParts {
  handlers?: Handlers;
  archiveInfo?: () => ArchiveInfo;
  now?: () => number;
  /** Runs bulk and time-search jobs off the request thread; without it those routes are not available. */
  jobRunner?: SearchJobRunner;
  /** Routes outside the interface (the archive's pages under /web/); true when it answered. */
  extraRoutes?: (req: http.IncomingMessage, res: http.ServerResponse, url: URL) => boolean;
}

const NO_ARCHIVE: ArchiveInfo = { name: "No archive loaded", fictional: false, documents: 0, snippets: 0, index_build: null, archive_cutoff: null };

export function createService(config: ServiceConfig, parts: ServiceParts = {}): Service {
  const db = openDatabase(config.dataDir);
  const keys = new KeyStore(db);
  const limiter = new RateLimiter(db, parts.now);
  const demoKey = config.upstream && !config.apiKey ? "" : keys.demoKey(config.apiKey);
  const archiveInfo = parts.archiveInfo ?? (() => NO_ARCHIVE);
  const jobs =
    parts.jobRunner && !config.upstream
      ? new SearchJobs({ db, runner: parts.jobRunner, dir: path.join(config.dataDir, "downloads"), ttlMs: config.downloadTtlSeconds * 1000, now: parts.now })
      : null;

  const health = (): HealthResponse => ({
    status: "ok",
    version: VERSION,
    mode: config.upstream ? "upstream" : "local",
    archive: config.upstream
      ? { ...NO_ARCHIVE, name: `Pass-through to ${config.upstream}` }
      : archiveInfo(),
  });

  const handlers: Handlers = {
    health,
    bootstrap: (ctx) => {
      // Only the workbench this process serves gets the key: a page of another
      // site cannot read it (no CORS), and a cross-site fetch is refused outright.
      const site = ctx.req.headers["sec-fetch-site"];
      if (site !== undefined && site !== "same-origin" && site !== "none") {
        throw new HttpError(403, "The bootstrap route answers only the workbench served from this origin.");
      }
      const { name, fictional } = health().archive;
      return { api_key: demoKey, base_url: ctx.origin, archive: { name, fictional } };
    },
    ...savedSearchHandlers(new SavedSearchStore(db)),
    limits: (ctx) => ({
      response: { plan: ctx.key!.plan, limits: limiter.usage(ctx.key!.id, ctx.key!.plan) },
      request_id: ctx.requestId,
      took_ms: 0,
    }),
    ...(jobs && {
      // A broken sql_filter is the caller's 422 now, not a failed job later.
      bulkSearch: (ctx) => {
        parseRequestFilter(ctx.body.sql_filter);
        return jobs.submit(ctx.key!.id, { kind: "bulk", request: ctx.body }, ctx.origin);
      },
      timeSearch: (ctx) => {
        parseRequestFilter(ctx.body.sql_filter);
        return jobs.submit(ctx.key!.id, { kind: "time", request: ctx.body }, ctx.origin);
      },
    }),
    ...parts.handlers,
  };

  const unavailable = (id: RouteId) => {
    const route = ROUTES[id];
    return `${route.method} ${route.path} is part of the interface, but its engine is not built into this local service yet; the request was valid.`;
  };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://local");
    const method = req.method ?? "GET";
    const isInterface = url.pathname.startsWith("/api/") || url.pathname.startsWith("/world/");
    const serviceRoute = url.pathname === "/api/health" || url.pathname === "/api/bootstrap";

    if (config.upstream && isInterface && !serviceRoute) {
      forwardUpstream(config.upstream, req, res, url).catch((error: unknown) => {
        console.error("pass-through failed:", error);
        if (!res.headersSent) sendJson(req, res, 502, { detail: "The pass-through request failed." });
        else res.destroy();
      });
      return;
    }

    if (jobs && serveDownload(jobs, req, res, url)) return;
    if (parts.extraRoutes?.(req, res, url)) return;
    const found = findRoute(method, url.pathname);
    if (found.id !== null) {
      void dispatch({ keys, limiter, handlers, unavailable }, found.id, found.params, req, res, url);
      return;
    }
    if (found.allowed.length > 0) {
      sendJson(req, res, 405, { detail: `Method ${method} is not allowed here; use ${found.allowed.join(" or ")}.` }, { allow: found.allowed.join(", ") });
      return;
    }
    if (isInterface) {
      const body = url.pathname.startsWith("/api/search/")
        ? { detail: "Not Found" }
        : { error: { code: "not_found", message: `No route ${method} ${url.pathname}.` } };
      sendJson(req, res, 404, body);
      return;
    }
    if (method !== "GET" && method !== "HEAD") {
      sendJson(req, res, 405, { detail: `Method ${method} is not allowed here.` }, { allow: "GET, HEAD" });
      return;
    }
    serveStatic(config.staticDir, req, res, url.pathname);
  });
  server.keepAliveTimeout = 5_000;

  return {
    server,
    db,
    keys,
    demoKey,
    jobs,
    listen: () =>
      new Promise((resolve, reject) => {
        server.once("error", reject);
        server.listen(config.port, config.host, () => {
          server.off("error", reject);
          resolve((server.address() as AddressInfo).port);
        });
      }),
    close: () =>
      new Promise((resolve) => {
        jobs?.close();
        server.closeAllConnections();
        server.close(() => {
          db.close();
          resolve();
        });
      }),
  };
}
