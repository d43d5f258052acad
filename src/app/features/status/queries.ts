import { queryOptions } from "@tanstack/react-query";
import { unwrap, type Client } from "../../../client";

export const healthQuery = (client: Client) =>
  queryOptions({
    queryKey: ["health", client.baseUrl],
    queryFn: ({ signal }) => unwrap(client.health({ signal })),
    refetchInterval: 30_000,
  });

export const limitsQuery = (client: Client, key: string) =>
  queryOptions({
    queryKey: ["limits", { base: client.baseUrl, key }],
    queryFn: ({ signal }) => unwrap(client.limits({ signal })),
    refetchInterval: 15_000,
  });
