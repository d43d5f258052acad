import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { TimeBucket } from "./bulk-download";

/** Results per interval of a time search. */
export function TimeChart({ buckets }: { buckets: readonly TimeBucket[] }) {
  const data = buckets.map((b) => ({ start: b.start.slice(0, 16).replace("T", " "), count: b.count }));
  return (
    <figure className="time-chart">
      <figcaption>Results per interval ({buckets.length} intervals)</figcaption>
      <div style={{ width: "100%", height: 200 }} role="img" aria-label={`Results per interval: ${data.map((d) => `${d.start}: ${d.count}`).join("; ")}`}>
        <ResponsiveContainer>
          <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -12 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="start" tick={{ fontSize: 11 }} minTickGap={30} />
            <YAxis allowDecimals={false} tick={{ fontSize: 11 }} />
            <Tooltip />
            <Bar dataKey="count" name="results" fill="#1f4e79" isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
