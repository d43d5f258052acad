import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { z } from "zod";
import { matchPath, ROUTES, validate, type RouteId, type RouteSpec, type ValidationErrorItem } from "../../contract";
import type { KeyRecord, KeyStore } from "../auth/key-store";
import type { RateLimiter } from "../auth/rate-limiter";
import { errorBody, HttpError, validationError } from "./errors";
import { parseJsonBody, readBody, sendJson } from "./io";

type Route<R extends RouteId> = (typeof ROUTES)[R];
type Part<R extends RouteId, K extends "body" | "query" | "params"> = Route<R> extends Record<K, infer S extends z.ZodType> ? z.output<S> : undefined;

export interface RouteContext<R extends RouteId> {
  routeId: R;
  /** The caller's key; null only on the service's own routes. */
  key: KeyRecord | null;
  body: Part<R, "body">;
  query: Part<R, "query">;
  params: Part<R, "params">;
  requestId: string;
  /** This service's origin as the caller reached it, for URLs in answers. */
  origin: string;
  /** Aborted when the caller goes away. */
  signal: AbortSignal;
  req: IncomingMessage;
}

/** A route's work: answers the 200 body, or throws an HttpError. */
export type Handler<R extends RouteId> = (ctx: RouteContext<R>) => Promise<z.input<Route<R>["response"]>> | z.input<Route<R>["response"]>;
export type Handlers = { [R in RouteId]?: Handler<R> };

export interface RouterDeps {
  keys: KeyStore;
  limiter: RateLimiter;
  handlers: Handlers;
  /** Why a route without a handler is not available (answered as 501). */
  unavailable: (routeId: RouteId) => string;
}

export function findRoute(method: string, pathname: string): { id: RouteId; params: Record<string, string> } | { id: null; allowed: string[] } {
  const allowed: string[] = [];
  for (const id of Object.keys(ROUTES) as RouteId[]) {
    const params = matchPath(ROUTES[id].path, pathname);
    if (!params) continue;
    if (ROUTES[id].method === method || (method === "HEAD" && ROUTES[id].method === "GET")) return { id, params };
    allowed.push(ROUTES[id].method);
  }
  return { id: null, allowed };
}

function originOf(req: IncomingMessage): string {
  const host = req.headers.host ?? "127.0.0.1";
  const proto = (req.socket as { encrypted?: boolean }).encrypted ? "https" : "http";
  return `${proto}://${host}`;
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The key a request carries in the form(s) its route accepts. */
function presentedKey(req: IncomingMessage, auth: RouteSpec["auth"]): string | undefined {
  const bearer = /^Bearer\s+(.+)$/i.exec(header(req, "authorization") ?? "")?.[1]?.trim();
  const apiKey = header(req, "api-key")?.trim();
  if (auth === "api-key") return apiKey || undefined;
  if (auth === "bearer") return bearer || undefined;
  if (auth === "bearer-or-api-key") return bearer || apiKey || undefined;
  return undefined;
}

/** Atlas routes answer validation problems as 400 invalid_request naming the first parameter at fault. */
function invalidRequest(detail: ValidationErrorItem[]): HttpError {
  const first = detail[0]!;
  const param = first.loc.length > 1 ? String(first.loc[1]) : String(first.loc[0]);
  const problems = detail.map((d) => `${d.loc.slice(1).join(".") || d.loc[0]}: ${d.msg}`).join("; ");
  return new HttpError(400, `Invalid request: ${problems}`, { code: "invalid_request", param });
}

export async function dispatch(deps: RouterDeps, id: RouteId, routeParams: Record<string, string>, req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  const route: RouteSpec = ROUTES[id];
  const requestId = crypto.randomUUID();
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const common = { "x-request-id": requestId };
  try {
    const ctx = await prepare(deps, id, route, routeParams, req, url, requestId, controller.signal);
    const handler = deps.handlers[id] as Handler<RouteId> | undefined;
    if (!handler) {
      throw new HttpError(501, deps.unavailable(id), { code: "backend_not_configured" });
    }
    const body = await handler(ctx as RouteContext<RouteId>);
    sendJson(req, res, 200, body, common);
  } catch (error) {
    if (!(error instanceof HttpError)) {
      console.error(`[${requestId}] ${route.method} ${url.pathname} failed:`, error);
    }
    const httpError =
      error instanceof HttpError
        ? error
        : new HttpError(500, "The service failed on this request; the error is in the service log under request id " + requestId, { code: "backend_error" });
    if (res.headersSent) {
      res.destroy();
      return;
    }
    try {
      sendJson(req, res, httpError.status, errorBody(route.family, httpError), { ...common, ...httpError.options.headers });
    } catch (writeError) {
      // An error body that cannot be written (an input too odd to serialise) still gets an answer.
      console.error(`[${requestId}] could not write the error body:`, writeError);
      if (!res.headersSent) sendJson(req, res, httpError.status, route.family === "atlas" ? { error: { code: "invalid_request", message: httpError.message } } : { detail: httpError.message }, common);
    }
  }
}

async function prepare(
  deps: RouterDeps,
  id: RouteId,
  route: RouteSpec,
  routeParams: Record<string, string>,
  req: IncomingMessage,
  url: URL,
  requestId: string,
  signal: AbortSignal,
): Promise<RouteContext<RouteId>> {
  const rawQuery = Object.fromEntries(url.searchParams);
  const rawBody = route.body ? parseJsonBody(await readBody(req)) : undefined;
  const presented = presentedKey(req, route.auth);

  // 1. Shape: the search family lists every violation, the missing header included, in one 422.
  const detail: ValidationErrorItem[] = [];
  if (route.family === "search" && presented === undefined) {
    detail.push({ loc: ["header", "api-key"], msg: "Field required", type: "missing", input: null });
  }
  // Atlas routes check the key before the request's shape: without a key nothing else is said.
  let key: KeyRecord | null = null;
  if (route.family === "atlas") key = authenticate(deps, route, presented);

  const parts: { body?: unknown; query?: unknown; params?: unknown } = {};
  for (const [part, schema, input] of [
    ["params", route.params, routeParams],
    ["query", route.query, rawQuery],
    ["body", route.body, rawBody],
  ] as const) {
    if (!schema) continue;
    const result = validate(schema, input, part === "params" ? "path" : part);
    if (result.ok) parts[part] = result.value;
    else detail.push(...result.detail);
  }
  if (detail.length > 0) throw route.family === "atlas" ? invalidRequest(detail) : validationError(detail);

  // 2. Who: search-family keys are checked once the request is well formed.
  if (route.family === "search") key = authenticate(deps, route, presented);

  // 3. How often.
  if (key && route.bucket) {
    const taken = deps.limiter.take(key.id, key.plan, route.bucket);
    if (!taken.ok) {
      throw new HttpError(
        429,
        `Rate limit of the ${route.bucket} bucket reached (${taken.windowSeconds} s window); retry after ${taken.retryAfterSeconds} s.`,
        { code: "rate_limited", headers: { "retry-after": String(taken.retryAfterSeconds) } },
      );
    }
  }

  return {
    routeId: id,
    key,
    body: parts.body,
    query: parts.query,
    params: parts.params,
    requestId,
    origin: originOf(req),
    signal,
    req,
  } as RouteContext<RouteId>;
}

function authenticate(deps: RouterDeps, route: RouteSpec, presented: string | undefined): KeyRecord | null {
  if (route.auth === "none") return null;
  if (presented === undefined) {
    const how = route.auth === "bearer" ? "an Authorization: Bearer <API_KEY> header" : "an Authorization: Bearer <API_KEY> or api-key header";
    throw new HttpError(401, `An API key is required: send ${how}.`, { code: "api_key_required" });
  }
  const key = deps.keys.verify(presented);
  if (!key) throw new HttpError(401, "The API key is invalid or revoked.", { code: "invalid_api_key" });
  return key;
}
