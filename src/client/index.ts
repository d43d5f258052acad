import type { z } from "zod";
import {
  atlasErrorBodySchema,
  buildPath,
  ROUTES,
  SEARCH_FAMILY_STATUSES,
  validationErrorBodySchema,
  type RouteId,
  type RouteSpec,
  type ValidationErrorItem,
} from "../contract";
import type {
  AgentSearchInput,
  BulkSearchInput,
  FastSearchInput,
  RichSearchInput,
  SaveSearchInput,
  TimeSearchInput,
  TopicTrendInput,
} from "../contract";

/**
 * Every failure a call can end in, as one value: HTTP errors of both route
 * families, a network failure, a cancelled call, or an answer that does not
 * match the contract. Calls return it; they never throw it.
 */
export class ApiError extends Error {
  override readonly name = "ApiError";
  constructor(
    /** HTTP status; 0 when no answer came (network, cancelled). */
    readonly status: number,
    /** The interface's error code, or one of network_error, aborted, invalid_response, validation_error, http_<status>. */
    readonly code: string,
    message: string,
    readonly extra: {
      detail?: ValidationErrorItem[];
      /** Seconds to wait, from `Retry-After`. */
      retryAfter?: number | null;
      /** The parameter at fault (atlas routes). */
      param?: string;
    } = {},
  ) {
    super(message);
  }
  get detail(): ValidationErrorItem[] {
    return this.extra.detail ?? [];
  }
  get retryAfter(): number | null {
    return this.extra.retryAfter ?? null;
  }
  get param(): string | null {
    return this.extra.param ?? null;
  }
}

export type ApiResult<T> =
  | { data: T; error?: undefined; response: Response }
  | { data?: undefined; error: ApiError; response: Response | null };

export interface ClientOptions {
  /** The service's base address, e.g. `http://127.0.0.1:8787` (no trailing /api). */
  baseUrl: string;
  apiKey: string;
  /** Injected by tests and by hosts without a global fetch. */
  fetch?: typeof fetch;
}

export interface CallOptions {
  signal?: AbortSignal;
}

type Route<R extends RouteId> = (typeof ROUTES)[R];
type ResponseOf<R extends RouteId> = z.output<Route<R>["response"]>;
type QueryValue = string | number | boolean | undefined;

/** Parses `Retry-After`: seconds, or an HTTP date. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (value === null || value.trim() === "") return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}

function authHeaders(route: RouteSpec, apiKey: string): Record<string, string> {
  if (!apiKey || route.auth === "none") return {};
  if (route.auth === "api-key") return { "Api-Key": apiKey };
  return { Authorization: `Bearer ${apiKey}` };
}

async function errorFrom(route: RouteSpec, response: Response): Promise<ApiError> {
  const retryAfter = parseRetryAfter(response.headers.get("retry-after"));
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // A body that is not JSON (a proxy's error page, say) still gives the status.
  }
  const atlas = atlasErrorBodySchema.safeParse(body);
  if (atlas.success) {
    const { code, message, param } = atlas.data.error;
    return new ApiError(response.status, code, message, { retryAfter, ...(param ? { param } : {}) });
  }
  const validation = validationErrorBodySchema.safeParse(body);
  if (validation.success) {
    const first = validation.data.detail[0];
    const where = first ? ` (${first.loc.join(".")}: ${first.msg})` : "";
    return new ApiError(response.status, "validation_error", `The request does not match the interface${where}`, { detail: validation.data.detail, retryAfter });
  }
  const known = SEARCH_FAMILY_STATUSES.find((s) => s.status === response.status);
  const detail = body && typeof body === "object" && "detail" in body && typeof body.detail === "string" ? body.detail : null;
  const message = detail ?? (known ? `HTTP ${response.status}: ${known.meaning}` : `HTTP ${response.status} ${response.statusText}`.trim());
  return new ApiError(response.status, known?.code ?? (route.family === "atlas" ? "backend_error" : `http_${response.status}`), message, { retryAfter });
}

export function createClient(options: ClientOptions) {
  const base = options.baseUrl.replace(/\/+$/, "");
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));

  async function call<R extends RouteId>(
    id: R,
    input: { body?: unknown; query?: Record<string, QueryValue>; params?: Record<string, string> },
    callOptions: CallOptions = {},
  ): Promise<ApiResult<ResponseOf<R>>> {
    const route: RouteSpec = ROUTES[id];
    const url = new URL(base + buildPath(route.path, input.params));
    for (const [name, value] of Object.entries(input.query ?? {})) {
      if (value !== undefined) url.searchParams.set(name, String(value));
    }
    const headers: Record<string, string> = { Accept: "application/json", ...authHeaders(route, options.apiKey) };
    if (route.method === "POST") headers["Content-Type"] = "application/json";
    let response: Response;
    try {
      response = await doFetch(url.toString(), {
        method: route.method,
        headers,
        body: route.method === "POST" ? JSON.stringify(input.body ?? {}) : undefined,
        signal: callOptions.signal,
      });
    } catch (error) {
      const aborted = callOptions.signal?.aborted || (error instanceof Error && error.name === "AbortError");
      return aborted
        ? { error: new ApiError(0, "aborted", "The request was cancelled."), response: null }
        : { error: new ApiError(0, "network_error", `The service at ${base} could not be reached: ${error instanceof Error ? error.message : String(error)}`), response: null };
    }
    if (!response.ok) return { error: await errorFrom(route, response), response };
    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      if (callOptions.signal?.aborted) return { error: new ApiError(0, "aborted", "The request was cancelled."), response };
      return { error: new ApiError(response.status, "invalid_response", `The answer is not JSON: ${String(error)}`), response };
    }
    const parsed = route.response.safeParse(body);
    if (!parsed.success) {
      const first = parsed.error.issues[0];
      return {
        error: new ApiError(response.status, "invalid_response", `The answer does not match the interface at ${first?.path.join(".") || "(root)"}: ${first?.message ?? "unknown"}`),
        response,
      };
    }
    return { data: parsed.data as ResponseOf<R>, response };
  }

  return {
    baseUrl: base,
    call,
    health: (o?: CallOptions) => call("health", {}, o),
    bootstrap: (o?: CallOptions) => call("bootstrap", {}, o),
    limits: (o?: CallOptions) => call("limits", {}, o),
    agentSearch: (body: AgentSearchInput, o?: CallOptions) => call("search", { body }, o),
    fastSearch: (body: FastSearchInput, o?: CallOptions) => call("fastSearch", { body }, o),
    richSearch: (body: RichSearchInput, o?: CallOptions) => call("richSearch", { body }, o),
    bulkSearch: (body: BulkSearchInput, o?: CallOptions) => call("bulkSearch", { body }, o),
    timeSearch: (body: TimeSearchInput, o?: CallOptions) => call("timeSearch", { body }, o),
    scrapeUrl: (body: { url: string }, o?: CallOptions) => call("scrapeUrl", { body }, o),
    topicTrend: (body: TopicTrendInput, o?: CallOptions) => call("topicTrend", { body }, o),
    saveSearch: (body: SaveSearchInput, o?: CallOptions) => call("saveSearch", { body }, o),
    deleteSearch: (body: { search_id: string }, o?: CallOptions) => call("deleteSearch", { body }, o),
    getSearches: (o?: CallOptions) => call("getSearches", { body: {} }, o),
    resolve: (query: { q: string; types?: string; limit?: number; min_events?: number; as_of?: string }, o?: CallOptions) =>
      call("resolve", { query }, o),
    relationshipEvents: (
      query: { subject_type: string; subject: string; predicate: string; object_type: string; object: string; limit?: number; cursor?: string; as_of?: string; from?: string },
      o?: CallOptions,
    ) => call("relationshipEvents", { query }, o),
    relationshipTypes: (o?: CallOptions) => call("relationshipTypes", {}, o),
    event: (date: string, eventId: string, o?: CallOptions) => call("event", { params: { date, event_id: eventId } }, o),
    tickerEvents: (ticker: string, query: { limit?: number; cursor?: string; from?: string; as_of?: string } = {}, o?: CallOptions) =>
      call("tickerEvents", { params: { ticker }, query }, o),
    entityEvents: (type: string, name: string, query: { limit?: number; cursor?: string; from?: string; as_of?: string } = {}, o?: CallOptions) =>
      call("entityEvents", { params: { type, name }, query }, o),
    eventSearch: (body: { filter: Record<string, { eq: string }>; limit?: number; cursor?: string }, o?: CallOptions) => call("eventSearch", { body }, o),
  };
}

export type Client = ReturnType<typeof createClient>;

/** For callers that want a throw (TanStack Query's queryFn): the data, or the ApiError thrown. */
export async function unwrap<T>(result: Promise<ApiResult<T>>): Promise<T> {
  const settled = await result;
  if (settled.error) throw settled.error;
  return settled.data;
}
