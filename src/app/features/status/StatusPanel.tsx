import { useQuery } from "@tanstack/react-query";
import { useConnection } from "../../connection";
import { formatCount, formatDuration, formatWindow } from "./format";
import { healthQuery, limitsQuery } from "./queries";

/** The connection, the archive and the plan's limits: what a user checks first. */
export function StatusPanel() {
  const { client, baseUrl, hasKey } = useConnection();
  const health = useQuery(healthQuery(client));
  const limits = useQuery({ ...limitsQuery(client, String(hasKey)), enabled: hasKey });

  return (
    <section className="status-panel" aria-labelledby="status-heading">
      <h2 id="status-heading">Service status</h2>
      <div role="status" aria-live="polite" className="status-line">
        {health.isPending && <span>Connecting to {baseUrl}…</span>}
        {health.isError && (
          <span className="status-bad" role="alert">
            Not connected to {baseUrl}: {health.error.message}
          </span>
        )}
        {health.data && (
          <span className="status-ok">
            Connected to {baseUrl} · version {health.data.version} · {health.data.mode === "local" ? "local service" : "pass-through"}
          </span>
        )}
      </div>
      {health.data && (
        <dl className="facts">
          <div>
            <dt>Archive</dt>
            <dd>{health.data.archive.name}</dd>
          </div>
          <div>
            <dt>Documents</dt>
            <dd>{formatCount(health.data.archive.documents)}</dd>
          </div>
          <div>
            <dt>Snippets</dt>
            <dd>{formatCount(health.data.archive.snippets)}</dd>
          </div>
          <div>
            <dt>Latest date</dt>
            <dd>{health.data.archive.archive_cutoff ?? "—"}</dd>
          </div>
        </dl>
      )}

      <h3 id="limits-heading">Plan and rate limits</h3>
      {!hasKey && <p role="alert">No API key is set. Open Settings to enter one.</p>}
      {limits.isError && <p role="alert">Limits could not be read: {limits.error.message}</p>}
      {limits.data && (
        <table className="data-table" aria-labelledby="limits-heading" aria-describedby="limits-plan">
          <caption id="limits-plan">
            Plan <strong>{limits.data.response.plan}</strong>
          </caption>
          <thead>
            <tr>
              <th scope="col">Bucket</th>
              <th scope="col">Window</th>
              <th scope="col">Used</th>
              <th scope="col">Remaining</th>
              <th scope="col">Resets in</th>
            </tr>
          </thead>
          <tbody>
            {limits.data.response.limits.map((limit) => (
              <tr key={`${limit.endpoint}-${limit.window_s}`}>
                <td>{limit.endpoint}</td>
                <td>{formatWindow(limit.window_s)}</td>
                <td>
                  <meter min={0} max={limit.limit} value={limit.used} aria-label={`${limit.endpoint} used in ${formatWindow(limit.window_s)}`} />{" "}
                  {formatCount(limit.used)} / {formatCount(limit.limit)}
                </td>
                <td>{formatCount(limit.remaining)}</td>
                <td>{formatDuration(limit.reset_s)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
