import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

export interface BarsProps {
  data: readonly Record<string, string | number>[];
  /** The category on the x axis. */
  x: string;
  /** The value drawn as bars. */
  y: string;
  /** What one bar counts, for the tooltip. */
  name: string;
  grid?: boolean;
  tickSize?: number;
  minTickGap?: number;
}

/**
 * A bar chart (recharts). Loaded on demand through `LazyBars`, so the charting
 * library is fetched when a chart is first shown, not with the workbench.
 */
export default function Bars({ data, x, y, name, grid = false, tickSize = 11, minTickGap = 30 }: BarsProps) {
  return (
    <ResponsiveContainer>
      <BarChart data={[...data]} margin={{ top: 6, right: 8, bottom: 0, left: -16 }}>
        {grid && <CartesianGrid strokeDasharray="3 3" vertical={false} />}
        <XAxis dataKey={x} tick={{ fontSize: tickSize }} minTickGap={minTickGap} />
        <YAxis allowDecimals={false} tick={{ fontSize: tickSize }} />
        <Tooltip />
        <Bar dataKey={y} name={name} fill="#1f4e79" isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
