/**
 * A progress line for long work: a bar on a terminal, one line every few
 * seconds in a log (CI, a service manager), so progress is visible either way.
 */
export function createProgress(label: string, stream: NodeJS.WriteStream = process.stdout) {
  const started = performance.now();
  let lastLog = 0;
  return {
    update(done: number, total: number, extra = "") {
      const now = performance.now();
      const fraction = total > 0 ? Math.min(1, done / total) : 0;
      const elapsed = (now - started) / 1000;
      const eta = fraction > 0.02 ? Math.max(0, elapsed / fraction - elapsed) : null;
      const text = `${label} ${(fraction * 100).toFixed(0).padStart(3)}% ${done}/${total}${extra ? ` ${extra}` : ""}${eta !== null ? ` · ${Math.ceil(eta)} s left` : ""}`;
      if (stream.isTTY) {
        const width = 24;
        const filled = Math.round(fraction * width);
        stream.write(`\r[${"#".repeat(filled)}${"-".repeat(width - filled)}] ${text}\x1b[K`);
      } else if (now - lastLog > 3000 || done === total) {
        lastLog = now;
        stream.write(`${text}\n`);
      }
    },
    done(message: string) {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      stream.write(`${stream.isTTY ? "\r\x1b[K" : ""}${label}: ${message} (${seconds} s)\n`);
    },
  };
}
