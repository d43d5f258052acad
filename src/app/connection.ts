import { queryOptions, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { createClient, unwrap, type Client } from "../client";
import { useSettings } from "./settings/store";

/** The local service's bootstrap answer: its demo key and archive label. */
export const bootstrapQuery = queryOptions({
  queryKey: ["bootstrap", window.location.origin],
  queryFn: ({ signal }) => unwrap(createClient({ baseUrl: window.location.origin, apiKey: "" }).bootstrap({ signal })),
  staleTime: Infinity,
});

export interface Connection {
  client: Client;
  baseUrl: string;
  /** The key in use (the request inspector shows it masked). */
  apiKey: string;
  /** Whether the key is the local service's demo key. */
  isLocal: boolean;
  hasKey: boolean;
}

/** The client for the base URL and key the settings name (or the local service's). */
export function useConnection(): Connection {
  const { baseUrl, apiKey } = useSettings();
  const bootstrap = useQuery({ ...bootstrapQuery, enabled: apiKey === null });
  const key = apiKey ?? bootstrap.data?.api_key ?? "";
  const base = baseUrl ?? window.location.origin;
  return useMemo(
    () => ({ client: createClient({ baseUrl: base, apiKey: key }), baseUrl: base, apiKey: key, isLocal: baseUrl === null && apiKey === null, hasKey: key !== "" }),
    [base, key, baseUrl, apiKey],
  );
}
