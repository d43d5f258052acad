import { lazy, Suspense } from "react";
import type { BarsProps } from "./Bars";

const Bars = lazy(() => import("./Bars"));

/** `Bars` in a box of the given height; the box holds its place while the chart code loads. */
export function LazyBars({ height, ...props }: BarsProps & { height: number }) {
  return (
    <div style={{ width: "100%", height }}>
      <Suspense fallback={<p className="muted">Loading the chart…</p>}>
        <Bars {...props} />
      </Suspense>
    </div>
  );
}
