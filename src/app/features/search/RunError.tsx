import { useEffect, useState } from "react";
import type { ApiError } from "../../../client";
import { Link } from "../../router";
import { labelOf } from "./labels";
import { describeItem, fieldOfLoc } from "./request";

/** Seconds left of a Retry-After, counted down live. */
function useCountdown(seconds: number | null, since: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (seconds === null) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [seconds, since]);
  return seconds === null ? 0 : Math.max(0, Math.ceil(seconds - (now - since) / 1000));
}

/** A failed run, said where it belongs: fields for a 422, a countdown for a 429, Settings for a 401. */
export function RunError({ error, failedAt, onRetry }: { error: ApiError; failedAt: number; onRetry: () => void }) {
  const left = useCountdown(error.status === 429 ? (error.retryAfter ?? 1) : null, failedAt);

  if (error.status === 422 && error.detail.length > 0) {
    return (
      <div className="run-error" role="alert">
        <h3>The service refused the request (422)</h3>
        <p>Each problem is also shown at its field:</p>
        <ul>
          {error.detail.map((item, i) => (
            <li key={i}>
              <strong>{labelOf(fieldOfLoc(item.loc))}</strong> <code>{item.loc.join(".")}</code>: {describeItem(item)}
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (error.status === 429) {
    return (
      <div className="run-error" role="alert">
        <h3>Rate limit reached (429)</h3>
        <p>{error.message}</p>
        <p className="countdown" aria-live="off">
          {left > 0 ? (
            <>
              You can run again in <strong data-testid="retry-countdown">{left}</strong> s.
            </>
          ) : (
            "You can run again now."
          )}
        </p>
        <button type="button" className="primary" disabled={left > 0} onClick={onRetry}>
          Run again
        </button>
      </div>
    );
  }
  if (error.status === 401) {
    return (
      <div className="run-error" role="alert">
        <h3>The API key was refused (401)</h3>
        <p>{error.message}</p>
        <p>
          <Link to="/settings">Open Settings</Link> to enter a valid key, or go back to the local service's demo key.
        </p>
      </div>
    );
  }
  if (error.code === "network_error") {
    return (
      <div className="run-error" role="alert">
        <h3>The service could not be reached</h3>
        <p>{error.message}</p>
        <p>
          Check that it is running and that the base URL in <Link to="/settings">Settings</Link> is right. A service on another origin must allow this page (CORS).
        </p>
      </div>
    );
  }
  return (
    <div className="run-error" role="alert">
      <h3>{error.status ? `The request failed (${error.status})` : "The request failed"}</h3>
      <p>{error.message}</p>
    </div>
  );
}
