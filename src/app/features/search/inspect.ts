import { ROUTES } from "../../../contract";
import { OPERATIONS, type Operation } from "./operations";

/** Exactly what a run sends: the client's method, URL, headers and body. */
export interface OutgoingRequest {
  method: string;
  url: string;
  headers: [string, string][];
  body: string;
}

/** Mirrors the typed client's headers for a search-family POST (src/client). */
export function describeRequest(op: Operation, baseUrl: string, apiKey: string, body: Record<string, unknown>): OutgoingRequest {
  const route = ROUTES[OPERATIONS[op].routeId];
  const headers: [string, string][] = [["Accept", "application/json"]];
  if (apiKey) headers.push(["Api-Key", apiKey]);
  headers.push(["Content-Type", "application/json"]);
  return { method: route.method, url: baseUrl.replace(/\/+$/, "") + route.path, headers, body: JSON.stringify(body, null, 2) };
}

/** Shows a key's plan and last four characters only: enough to tell keys apart, not to use one. */
export function maskKey(key: string): string {
  const bar = key.indexOf("|");
  const plan = bar >= 0 ? key.slice(0, bar + 1) : "";
  const secret = bar >= 0 ? key.slice(bar + 1) : key;
  return `${plan}${"•".repeat(Math.max(secret.length - 4, 4))}${secret.slice(-4)}`;
}

const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/** A curl command that sends the same request; the key comes from $API_KEY so it never lands on the clipboard. */
export function curlCommand(request: OutgoingRequest): string {
  const lines = [`curl -X ${request.method} ${shellQuote(request.url)}`];
  for (const [name, value] of request.headers) {
    lines.push(name === "Api-Key" ? `  -H "Api-Key: $API_KEY"` : `  -H ${shellQuote(`${name}: ${value}`)}`);
  }
  lines.push(`  --compressed`, `  --data-raw ${shellQuote(JSON.stringify(JSON.parse(request.body)))}`);
  return lines.join(" \\\n");
}

const CLIENT_METHOD: Record<Operation, string> = {
  fast: "fastSearch",
  rich: "richSearch",
  agent: "agentSearch",
  bulk: "bulkSearch",
  time: "timeSearch",
};

/** The same call written with the project's typed client. */
export function typescriptSnippet(op: Operation, baseUrl: string, body: Record<string, unknown>): string {
  return [
    `import { createClient } from "./src/client";`,
    ``,
    `const client = createClient({ baseUrl: ${JSON.stringify(baseUrl)}, apiKey: process.env.API_KEY ?? "" });`,
    `const { data, error } = await client.${CLIENT_METHOD[op]}(${JSON.stringify(body, null, 2)});`,
    `if (error) throw error;`,
    `console.log(data);`,
  ].join("\n");
}
