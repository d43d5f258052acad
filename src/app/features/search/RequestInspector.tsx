import { useMemo, useState } from "react";
import { curlCommand, describeRequest, maskKey, typescriptSnippet } from "./inspect";
import type { Operation } from "./operations";
import type { Exchange } from "./use-search-run";

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} kB`;
  return `${(bytes / 1024 / 1024).toFixed(2)} MB`;
}

/** The answer of the last run, as the wire saw it. */
export function ExchangeLine({ exchange, label = "Response" }: { exchange: Exchange; label?: string }) {
  return (
    <p className={`exchange ${exchange.status >= 400 ? "status-bad" : "status-ok"}`} aria-label={`${label}: status ${exchange.status}, ${exchange.ms} ms, ${formatBytes(exchange.bytes)}`}>
      <strong>{label}</strong> <span className="exchange-status">HTTP {exchange.status}</span> · <span>{exchange.ms} ms</span> · <span>{formatBytes(exchange.bytes)}</span>
    </p>
  );
}

/**
 * Exactly what "Run" sends: method, URL, headers (the key masked) and body,
 * plus the same call as curl and as TypeScript with the project's client.
 */
export function RequestInspector({ op, body, baseUrl, apiKey, lastExchange, stale }: { op: Operation; body: Record<string, unknown>; baseUrl: string; apiKey: string; lastExchange: Exchange | null; stale: boolean }) {
  const request = useMemo(() => describeRequest(op, baseUrl, apiKey, body), [op, baseUrl, apiKey, body]);
  const [tab, setTab] = useState<"curl" | "ts">("curl");
  const [copied, setCopied] = useState("");
  const snippet = tab === "curl" ? curlCommand(request) : typescriptSnippet(op, baseUrl, body);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(snippet);
      setCopied(tab === "curl" ? "curl command copied." : "TypeScript copied.");
    } catch {
      setCopied("Copying is not allowed here; select the text and copy it.");
    }
  };

  return (
    <section className="inspector" aria-labelledby="inspector-heading">
      <h2 id="inspector-heading">Request</h2>
      <p className="request-line">
        <span className="method">{request.method}</span> <code aria-label="Request URL">{request.url}</code>
      </p>
      <table className="headers" aria-label="Request headers">
        <tbody>
          {request.headers.map(([name, value]) => (
            <tr key={name}>
              <th scope="row">{name}</th>
              <td>
                <code>{name === "Api-Key" ? maskKey(value) : value}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {!request.headers.some(([name]) => name === "Api-Key") && <p className="status-bad">No API key: the service will refuse this (set one in Settings).</p>}
      <h3>Body</h3>
      <pre className="code-block" aria-label="Request body" tabIndex={0}>
        {request.body}
      </pre>
      <div className="tabs" role="tablist" aria-label="Send it yourself">
        <button type="button" role="tab" aria-selected={tab === "curl"} id="tab-curl" aria-controls="snippet" onClick={() => setTab("curl")}>
          curl
        </button>
        <button type="button" role="tab" aria-selected={tab === "ts"} id="tab-ts" aria-controls="snippet" onClick={() => setTab("ts")}>
          TypeScript
        </button>
        <button type="button" className="copy" onClick={copy}>
          Copy {tab === "curl" ? "curl" : "TypeScript"}
        </button>
      </div>
      <pre id="snippet" role="tabpanel" aria-labelledby={tab === "curl" ? "tab-curl" : "tab-ts"} className="code-block" tabIndex={0}>
        {snippet}
      </pre>
      <p className="help">{tab === "curl" ? "The key is read from $API_KEY in your shell; it is never copied." : "Run with API_KEY set in the environment."}</p>
      <p role="status" className="help">
        {copied}
      </p>
      {lastExchange && (
        <>
          <ExchangeLine exchange={lastExchange} label={stale ? "Last run (before your changes)" : "Last run"} />
        </>
      )}
    </section>
  );
}
