/** "60 s", "1 h", "30 days": a rate window as people say it. */
export function formatWindow(seconds: number): string {
  if (seconds % 86_400 === 0) return `${seconds / 86_400} day${seconds === 86_400 ? "" : "s"}`;
  if (seconds % 3_600 === 0) return `${seconds / 3_600} h`;
  if (seconds % 60 === 0 && seconds >= 120) return `${seconds / 60} min`;
  return `${seconds} s`;
}

/** "in 41 s", "in 3 h 5 min", "in 12 days". */
export function formatDuration(seconds: number): string {
  if (seconds <= 60) return `${seconds} s`;
  if (seconds < 3_600) return seconds % 60 === 0 ? `${seconds / 60} min` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
  if (seconds < 86_400) return `${Math.floor(seconds / 3_600)} h ${Math.floor((seconds % 3_600) / 60)} min`;
  return `${Math.floor(seconds / 86_400)} days`;
}

export const formatCount = (n: number) => n.toLocaleString("en-US");
