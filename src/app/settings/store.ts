import { create } from "zustand";
import { persist } from "zustand/middleware";

/**
 * Where the workbench sends its requests. Null means "the local service that
 * served this page": its own origin, and the demo key it hands over at
 * /api/bootstrap. A preference, so it lives in local storage.
 */
export interface ConnectionSettings {
  baseUrl: string | null;
  apiKey: string | null;
  setConnection(baseUrl: string | null, apiKey: string | null): void;
  useLocalService(): void;
}

export const useSettings = create<ConnectionSettings>()(
  persist(
    (set) => ({
      baseUrl: null,
      apiKey: null,
      setConnection: (baseUrl, apiKey) => set({ baseUrl, apiKey }),
      useLocalService: () => set({ baseUrl: null, apiKey: null }),
    }),
    { name: "workbench.connection", version: 1 },
  ),
);
