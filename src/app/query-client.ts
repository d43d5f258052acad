import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "../client";

/** The workbench's one query client. Errors a retry cannot fix (4xx) are not retried. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2,
      },
    },
  });
}

export const queryClient = createQueryClient();
