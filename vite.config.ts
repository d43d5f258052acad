import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";

// The workbench is served by the local service on one port (src/server). In
// `npm run dev` Vite serves the UI with hot reload and forwards the interface
// to the service started beside it.
const servicePort = Number(process.env.PORT ?? 8787);

export default defineConfig({
  plugins: [react()],
  build: { outDir: "dist", sourcemap: true, target: "es2022" },
  worker: { format: "es" },
  server: {
    proxy: {
      "/api": `http://127.0.0.1:${servicePort}`,
      "/world": `http://127.0.0.1:${servicePort}`,
      "/web": `http://127.0.0.1:${servicePort}`,
      "/downloads": `http://127.0.0.1:${servicePort}`,
    },
  },
});
