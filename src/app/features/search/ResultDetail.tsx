import type { Result } from "../../../contract";
import { LazyBars } from "../../components/LazyBars";
import type { TableRow } from "./columns";
import { Snippet } from "./Snippet";

const ENRICHMENT_KEYS = ["profile", "targeting", "history", "signals", "vectors"] as const;

function show(value: unknown): string {
  if (value === null || value === undefined) return "—";
  if (Array.isArray(value)) return value.length === 0 ? "—" : value.join(", ");
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

function Facts({ entries, label }: { entries: [string, unknown][]; label: string }) {
  return (
    <dl className="detail-facts" aria-label={label}>
      {entries.map(([key, value]) => (
        <div key={key}>
          <dt>{key}</dt>
          <dd>{show(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The 1-bit vector as a strip: one column per dimension, dark where the bit is set. */
function BitStrip({ vectors }: { vectors: NonNullable<Result["vectors"]> }) {
  let bytes: Uint8Array;
  try {
    bytes = Uint8Array.from(atob(vectors.bits.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));
  } catch {
    return <p className="status-bad">The vector is not valid base64.</p>;
  }
  const dims = Math.min(vectors.dims, bytes.length * 8);
  let path = "";
  let ones = 0;
  for (let i = 0; i < dims; i++) {
    if ((bytes[i >> 3]! >> (7 - (i & 7))) & 1) {
      path += `M${i} 0h1v12h-1z`;
      ones++;
    }
  }
  return (
    <figure className="bit-strip">
      <svg viewBox={`0 0 ${dims} 12`} preserveAspectRatio="none" role="img" aria-label={`${dims}-bit vector, ${ones} bits set`}>
        <rect width={dims} height={12} className="bits-off" />
        <path d={path} className="bits-on" />
      </svg>
      <figcaption>
        {dims} dimensions · {ones} set
      </figcaption>
    </figure>
  );
}

function HistoryChart({ history }: { history: NonNullable<Result["history"]> }) {
  return (
    <figure className="history-chart">
      <figcaption>
        Documents per month on {history.netloc} ({history.months.length} months)
      </figcaption>
      <div role="img" aria-label={`Publish history of ${history.netloc}: ${history.months.map((m) => `${m.month} ${m.documents}`).join(", ")}`}>
        <LazyBars height={120} data={history.months} x="month" y="documents" name="documents" tickSize={10} minTickGap={24} />
      </div>
    </figure>
  );
}

/** Every field of a result, then each enrichment the rich search added. */
export function ResultDetail({ row, terms }: { row: TableRow; terms: readonly string[] }) {
  const { content, profile, targeting, history, signals, vectors, rank: _rank, ...fields } = row;
  const hasEnrichment = ENRICHMENT_KEYS.some((k) => row[k] !== undefined);
  return (
    <div className="result-detail">
      <p className="detail-content">
        <Snippet text={content} terms={terms} />
      </p>
      <Facts label="Fields" entries={Object.entries(fields)} />
      {hasEnrichment && (
        <div className="enrichments">
          {profile && (
            <section>
              <h4>Profile</h4>
              <Facts label="Profile" entries={Object.entries(profile)} />
            </section>
          )}
          {targeting && (
            <section>
              <h4>Targeting</h4>
              <Facts label="Targeting" entries={Object.entries({ ...targeting, gics: Object.values(targeting.gics).filter(Boolean).join(" › ") })} />
            </section>
          )}
          {history && (
            <section>
              <h4>History</h4>
              <HistoryChart history={history} />
            </section>
          )}
          {signals && (
            <section>
              <h4>Signals</h4>
              <Facts label="Signals" entries={Object.entries(signals)} />
            </section>
          )}
          {vectors && (
            <section>
              <h4>Vectors</h4>
              <BitStrip vectors={vectors} />
            </section>
          )}
        </div>
      )}
    </div>
  );
}
