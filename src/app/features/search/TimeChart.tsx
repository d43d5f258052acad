import { LazyBars } from "../../components/LazyBars";
import type { TimeBucket } from "./bulk-download";

/** Results per interval of a time search. */
export function TimeChart({ buckets }: { buckets: readonly TimeBucket[] }) {
  const data = buckets.map((b) => ({ start: b.start.slice(0, 16).replace("T", " "), count: b.count }));
  return (
    <figure className="time-chart">
      <figcaption>Results per interval ({buckets.length} intervals)</figcaption>
      <div role="img" aria-label={`Results per interval: ${data.map((d) => `${d.start}: ${d.count}`).join("; ")}`}>
        <LazyBars height={200} data={data} x="start" y="count" name="results" grid />
      </div>
    </figure>
  );
}
