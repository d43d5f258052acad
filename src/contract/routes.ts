import { z } from "zod";
import {
  eventParamsSchema,
  eventRecordSchema,
  relationshipEventsQuerySchema,
  relationshipEventsResponseSchema,
  relationshipTypesResponseSchema,
  resolveQuerySchema,
  resolverResponseSchema,
  timelineQuerySchema,
  timelineResponseSchema,
} from "./atlas";
import type { Bucket } from "./plans";
import {
  agentSearchRequestSchema,
  agentSearchResponseSchema,
  bulkResponseSchema,
  bulkSearchRequestSchema,
  deleteSearchRequestSchema,
  deleteSearchResponseSchema,
  fastSearchRequestSchema,
  getSearchesRequestSchema,
  getSearchesResponseSchema,
  richSearchRequestSchema,
  saveSearchRequestSchema,
  saveSearchResponseSchema,
  scrapeResponseSchema,
  scrapeUrlRequestSchema,
  searchResponseSchema,
  timeSearchRequestSchema,
  topicTrendRequestSchema,
  topicTrendResponseSchema,
} from "./search";
import { bootstrapResponseSchema, healthResponseSchema, limitsResponseSchema } from "./service";

/**
 * How a route takes its key (interface.md "Authentication"):
 * - `api-key`: header `Api-Key` (search family; missing is a 422 on the header);
 * - `bearer`: `Authorization: Bearer <key>` (resolver);
 * - `bearer-or-api-key`: either form (relationship and follow-up routes);
 * - `none`: the service's own routes.
 */
export type AuthScheme = "api-key" | "bearer" | "bearer-or-api-key" | "none";

/** Which error body a route answers with: search `{detail}`, atlas `{error:{code,...}}`. */
export type RouteFamily = "search" | "atlas" | "service";

export interface RouteSpec {
  method: "GET" | "POST";
  /** Path with `:name` segments for path parameters. */
  path: string;
  family: RouteFamily;
  auth: AuthScheme;
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  response: z.ZodType;
  bucket: Bucket | null;
  stability: "stable" | "beta" | "preview" | "follow-up" | "service";
}

const SEARCH = "/api/search/v2";
const PREVIEW = "/api/v2.0-preview";

/** Follow-up POST /api/search: the event search a resolver candidate's `filter` is made for. */
export const eventSearchRequestSchema = z.strictObject({
  filter: z.partialRecord(z.enum(["ticker", "entity", "event_type"]), z.strictObject({ eq: z.string().min(1) })),
  limit: z.number().int().min(1).max(500).default(50),
  cursor: z.string().min(1).optional(),
});

export const ROUTES = {
  limits: { method: "GET", path: `${SEARCH}/limits`, family: "search", auth: "api-key", response: limitsResponseSchema, bucket: null, stability: "stable" },
  search: { method: "POST", path: `${SEARCH}/search`, family: "search", auth: "api-key", body: agentSearchRequestSchema, response: agentSearchResponseSchema, bucket: "fast", stability: "stable" },
  fastSearch: { method: "POST", path: `${SEARCH}/fast-search`, family: "search", auth: "api-key", body: fastSearchRequestSchema, response: searchResponseSchema, bucket: "fast", stability: "stable" },
  richSearch: { method: "POST", path: `${SEARCH}/rich-search`, family: "search", auth: "api-key", body: richSearchRequestSchema, response: searchResponseSchema, bucket: "fast", stability: "stable" },
  bulkSearch: { method: "POST", path: `${SEARCH}/bulk-search`, family: "search", auth: "api-key", body: bulkSearchRequestSchema, response: bulkResponseSchema, bucket: "bulk", stability: "stable" },
  timeSearch: { method: "POST", path: `${SEARCH}/time-search`, family: "search", auth: "api-key", body: timeSearchRequestSchema, response: bulkResponseSchema, bucket: "bulk", stability: "stable" },
  scrapeUrl: { method: "POST", path: `${SEARCH}/scrape-url`, family: "search", auth: "api-key", body: scrapeUrlRequestSchema, response: scrapeResponseSchema, bucket: "scrape-url", stability: "stable" },
  topicTrend: { method: "POST", path: `${SEARCH}/topic-trend`, family: "search", auth: "api-key", body: topicTrendRequestSchema, response: topicTrendResponseSchema, bucket: "fast", stability: "stable" },
  saveSearch: { method: "POST", path: `${SEARCH}/save-search`, family: "search", auth: "api-key", body: saveSearchRequestSchema, response: saveSearchResponseSchema, bucket: "fast", stability: "beta" },
  deleteSearch: { method: "POST", path: `${SEARCH}/delete-search`, family: "search", auth: "api-key", body: deleteSearchRequestSchema, response: deleteSearchResponseSchema, bucket: "fast", stability: "beta" },
  getSearches: { method: "POST", path: `${SEARCH}/get-searches`, family: "search", auth: "api-key", body: getSearchesRequestSchema, response: getSearchesResponseSchema, bucket: "fast", stability: "beta" },
  resolve: { method: "GET", path: "/api/resolve", family: "atlas", auth: "bearer", query: resolveQuerySchema, response: resolverResponseSchema, bucket: "fast", stability: "stable" },
  relationshipEvents: { method: "GET", path: `${PREVIEW}/atlas/relationships/events`, family: "atlas", auth: "bearer-or-api-key", query: relationshipEventsQuerySchema, response: relationshipEventsResponseSchema, bucket: "fast", stability: "preview" },
  relationshipTypes: { method: "GET", path: `${PREVIEW}/atlas/relationships/types`, family: "atlas", auth: "bearer-or-api-key", query: z.strictObject({}), response: relationshipTypesResponseSchema, bucket: "fast", stability: "follow-up" },
  event: { method: "GET", path: `${PREVIEW}/events/:date/:event_id`, family: "atlas", auth: "bearer-or-api-key", params: eventParamsSchema, query: z.strictObject({}), response: eventRecordSchema, bucket: "fast", stability: "follow-up" },
  tickerEvents: { method: "GET", path: "/world/v1/tickers/:ticker/events", family: "atlas", auth: "bearer-or-api-key", params: z.strictObject({ ticker: z.string().min(1) }), query: timelineQuerySchema, response: timelineResponseSchema, bucket: "fast", stability: "follow-up" },
  entityEvents: { method: "GET", path: "/world/v1/entities/:type/:name/events", family: "atlas", auth: "bearer-or-api-key", params: z.strictObject({ type: z.string().min(1), name: z.string().min(1) }), query: timelineQuerySchema, response: timelineResponseSchema, bucket: "fast", stability: "follow-up" },
  eventSearch: { method: "POST", path: "/api/search", family: "atlas", auth: "bearer-or-api-key", body: eventSearchRequestSchema, response: timelineResponseSchema, bucket: "fast", stability: "follow-up" },
  health: { method: "GET", path: "/api/health", family: "service", auth: "none", response: healthResponseSchema, bucket: null, stability: "service" },
  bootstrap: { method: "GET", path: "/api/bootstrap", family: "service", auth: "none", response: bootstrapResponseSchema, bucket: null, stability: "service" },
} as const satisfies Record<string, RouteSpec>;

export type RouteId = keyof typeof ROUTES;
export const ROUTE_IDS = Object.keys(ROUTES) as RouteId[];

/** The 13 operations of the interface: the 11 of the search family, the resolver and relationship events. */
export const INTERFACE_OPERATIONS: readonly RouteId[] = [
  "limits", "search", "fastSearch", "richSearch", "bulkSearch", "timeSearch", "scrapeUrl", "topicTrend",
  "saveSearch", "deleteSearch", "getSearches", "resolve", "relationshipEvents",
];

/** Fills `:name` segments, encoding each value. */
export function buildPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:([a-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
}

/** Matches a concrete pathname against a route path; answers the decoded parameters or null. */
export function matchPath(path: string, pathname: string): Record<string, string> | null {
  const pattern = path.split("/");
  const actual = pathname.split("/");
  if (pattern.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const p = pattern[i]!;
    const a = actual[i]!;
    if (p.startsWith(":")) {
      if (a === "") return null;
      try {
        params[p.slice(1)] = decodeURIComponent(a);
      } catch {
        return null;
      }
    } else if (p !== a) return null;
  }
  return params;
}
