import { z } from "zod";

/**
 * The error-code table of the resolver and relationship routes
 * (interface.md "Errors"), as data. Tests compare it with the document.
 */
export const ERROR_CODES = [
  { code: "invalid_request", status: 400, route: "both" },
  { code: "invalid_entity_type", status: 400, route: "relationship" },
  { code: "unknown_predicate", status: 400, route: "relationship" },
  { code: "api_key_required", status: 401, route: "relationship" },
  { code: "invalid_api_key", status: 401, route: "relationship" },
  { code: "access_denied", status: 403, route: "resolver" },
  { code: "not_found", status: 404, route: "both" },
  { code: "unknown_entity", status: 404, route: "relationship" },
  { code: "unknown_entity_or_ticker", status: 404, route: "resolver" },
  { code: "cursor_expired", status: 410, route: "both" },
  { code: "unprocessable_request", status: 422, route: "relationship" },
  { code: "request_too_broad", status: 422, route: "relationship" },
  { code: "rate_limited", status: 429, route: "both" },
  { code: "backend_not_configured", status: 501, route: "both" },
  { code: "backend_error", status: 502, route: "both" },
  { code: "unavailable", status: 503, route: "relationship" },
  { code: "api_key_auth_unavailable", status: 503, route: "relationship" },
  { code: "request_timeout", status: 504, route: "relationship" },
  { code: "backend_timeout", status: 504, route: "both" },
] as const satisfies readonly { code: string; status: number; route: "both" | "resolver" | "relationship" }[];

export type ErrorCode = (typeof ERROR_CODES)[number]["code"];
export const ErrorCode = z.enum(ERROR_CODES.map((e) => e.code) as [ErrorCode, ...ErrorCode[]]);

export function statusOf(code: ErrorCode): number {
  return ERROR_CODES.find((e) => e.code === code)!.status;
}

/** Error body of the resolver and relationship routes (decisions.md §2). */
export const atlasErrorBodySchema = z.object({
  error: z.object({ code: z.string(), message: z.string(), param: z.string().optional() }),
});
export type AtlasErrorBody = z.infer<typeof atlasErrorBodySchema>;

/** Body of every search-family status other than 422 (decisions.md §1). */
export const searchErrorBodySchema = z.object({ detail: z.string() });

/**
 * The statuses of the search family besides 200 and 422 (decisions.md §1),
 * with the code the typed client gives each (the search family has no codes
 * of its own; these names match the resolver table where one fits).
 */
export const SEARCH_FAMILY_STATUSES = [
  { status: 401, code: "invalid_api_key", meaning: "invalid or revoked key" },
  { status: 404, code: "not_found", meaning: "unknown saved search or download not ready" },
  { status: 409, code: "conflict", meaning: "a second bulk or time search while one of the same key is running" },
  { status: 413, code: "payload_too_large", meaning: "body over 1 MiB" },
  { status: 422, code: "validation_error", meaning: "the request does not match the contract" },
  { status: 429, code: "rate_limited", meaning: "rate limit; Retry-After seconds" },
  { status: 501, code: "backend_not_configured", meaning: "the engine of this route is not available here" },
  { status: 502, code: "backend_error", meaning: "the page behind scrape-url could not be fetched" },
  { status: 504, code: "backend_timeout", meaning: "the page behind scrape-url did not answer in time" },
] as const;
