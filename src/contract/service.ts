import { z } from "zod";
import { BUCKETS, PLAN_NAMES } from "./plans";

/** GET /api/health (decisions.md §4); never reveals a key. */
export const healthResponseSchema = z.object({
  status: z.literal("ok"),
  version: z.string(),
  mode: z.enum(["local", "upstream"]),
  archive: z.object({
    name: z.string(),
    fictional: z.boolean(),
    documents: z.number().int(),
    snippets: z.number().int(),
    index_build: z.string().nullable(),
    archive_cutoff: z.string().nullable(),
  }),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** The same-origin route that hands the served workbench its demo key (decisions.md §4). */
export const bootstrapResponseSchema = z.object({
  api_key: z.string(),
  base_url: z.string(),
  archive: z.object({ name: z.string(), fictional: z.boolean() }),
});
export type BootstrapResponse = z.infer<typeof bootstrapResponseSchema>;

export const limitEntrySchema = z.object({
  endpoint: z.enum(BUCKETS),
  window_s: z.number().int(),
  limit: z.number().int(),
  used: z.number().int(),
  remaining: z.number().int(),
  reset_s: z.number().int(),
});
export type LimitEntry = z.infer<typeof limitEntrySchema>;

export const limitsResponseSchema = z.object({
  response: z.object({ plan: z.enum(PLAN_NAMES as [string, ...string[]]), limits: z.array(limitEntrySchema) }),
  request_id: z.string().optional(),
  took_ms: z.number().optional(),
});
export type LimitsResponse = z.infer<typeof limitsResponseSchema>;
