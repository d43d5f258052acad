import { useQuery } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { bootstrapQuery } from "../../connection";
import { useSettings } from "../../settings/store";

function maskKey(key: string): string {
  const [plan, secret = ""] = key.split("|");
  return secret ? `${plan}|${"•".repeat(Math.min(secret.length, 12))}${secret.slice(-4)}` : "•".repeat(key.length);
}

export function SettingsPage() {
  const settings = useSettings();
  const bootstrap = useQuery(bootstrapQuery);
  const [baseUrl, setBaseUrl] = useState(settings.baseUrl ?? "");
  const [apiKey, setApiKey] = useState(settings.apiKey ?? "");
  const [showKey, setShowKey] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const baseId = useId();
  const keyId = useId();

  const save = (event: FormEvent) => {
    event.preventDefault();
    const base = baseUrl.trim();
    if (base !== "") {
      try {
        const url = new URL(base);
        if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error("scheme");
      } catch {
        setError("The base URL must be an http:// or https:// address, such as https://search.example.com.");
        setMessage(null);
        return;
      }
    }
    setError(null);
    settings.setConnection(base === "" ? null : base.replace(/\/+$/, ""), apiKey.trim() === "" ? null : apiKey.trim());
    setMessage("Saved. Requests now go to " + (base || window.location.origin) + ".");
  };

  const reset = () => {
    settings.useLocalService();
    setBaseUrl("");
    setApiKey("");
    setError(null);
    setMessage("Using the local service and its demo key.");
  };

  const effectiveKey = settings.apiKey ?? bootstrap.data?.api_key ?? "";

  return (
    <>
      <h1>Settings</h1>
      <p className="lead">
        By default the workbench talks to the local service that served it, with the demo key it hands over. Point it at another service
        with your own key here. A service on another origin must allow this page (CORS); otherwise run the local process with{" "}
        <code>UPSTREAM=&lt;base URL&gt;</code> and keep the base URL empty.
      </p>
      <form className="settings-form" onSubmit={save} noValidate>
        <div className="field">
          <label htmlFor={baseId}>Base URL</label>
          <input
            id={baseId}
            type="url"
            inputMode="url"
            placeholder={window.location.origin}
            value={baseUrl}
            onChange={(e) => setBaseUrl(e.target.value)}
            aria-describedby={`${baseId}-help`}
            aria-invalid={error ? true : undefined}
          />
          <p id={`${baseId}-help`} className="help">
            Empty: this page's own origin ({window.location.origin}).
          </p>
        </div>
        <div className="field">
          <label htmlFor={keyId}>API key</label>
          <div className="inline">
            <input
              id={keyId}
              type={showKey ? "text" : "password"}
              autoComplete="off"
              spellCheck={false}
              placeholder="plan|secret"
              value={apiKey}
              onChange={(e) => setApiKey(e.target.value)}
              aria-describedby={`${keyId}-help`}
            />
            <button type="button" onClick={() => setShowKey((s) => !s)} aria-pressed={showKey}>
              {showKey ? "Hide key" : "Show key"}
            </button>
          </div>
          <p id={`${keyId}-help`} className="help">
            Empty: the local service's demo key. In use now: <code>{effectiveKey ? (showKey ? effectiveKey : maskKey(effectiveKey)) : "none"}</code>
          </p>
        </div>
        {error && (
          <p role="alert" className="status-bad">
            {error}
          </p>
        )}
        <div className="actions">
          <button type="submit" className="primary">
            Save
          </button>
          <button type="button" onClick={reset}>
            Use the local service
          </button>
        </div>
        <p role="status" aria-live="polite">
          {message}
        </p>
      </form>
    </>
  );
}
