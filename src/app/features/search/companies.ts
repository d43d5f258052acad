import { queryOptions } from "@tanstack/react-query";
import { unwrap, type Client } from "../../../client";
import { LIMITS } from "../../../contract";

/**
 * Company suggestions from the entity resolver (GET /api/resolve). A service
 * that does not answer it (an error of any kind) simply gives none: the field
 * stays free entry.
 */
export function companySuggestionsQuery(client: Client, q: string) {
  return queryOptions({
    queryKey: ["resolve-companies", client.baseUrl, q],
    queryFn: async ({ signal }) => {
      const answer = await unwrap(client.resolve({ q, limit: LIMITS.resolverLimit.default }, { signal }));
      return [...new Set(answer.results.map((c) => c.name))];
    },
    enabled: q.trim().length >= 2,
    retry: false,
    staleTime: 5 * 60_000,
  });
}
