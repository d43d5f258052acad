import { fastSearchRequestSchema, type FastSearchRequest } from "../../contract";

/** A fast search request with every default filled in, for operations that take only some of its fields. */
export const DEFAULT_SEARCH_REQUEST: FastSearchRequest = fastSearchRequestSchema.parse({});
export const DEFAULT_FILTER_FIELDS = DEFAULT_SEARCH_REQUEST;
