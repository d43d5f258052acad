import type { Result } from "../../../contract";

/** A result row as the table and the exports see it; time-search rows carry their bucket. */
export type ResultRow = Result & { bucket?: string };

function cell(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (Array.isArray(value) && value.every((v) => typeof v === "string")) return value.join("; ");
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/** RFC 4180: a field with a comma, quote or line break is quoted, quotes doubled. */
function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The rows as CSV with one column per field (the union of the rows' fields,
 * in first-seen order); lists are joined with "; ", enrichments written as
 * JSON. A formula-looking first character is kept: this is data, not a sheet.
 */
export function toCsv(rows: readonly Record<string, unknown>[], columns?: readonly string[]): string {
  const header = columns ?? [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const lines = [header.map(csvField).join(",")];
  for (const row of rows) lines.push(header.map((name) => csvField(cell(row[name]))).join(","));
  return lines.join("\r\n") + "\r\n";
}

/** One JSON object per line, every field as the service sent it. */
export function toJsonLines(rows: readonly unknown[]): string {
  return rows.map((row) => JSON.stringify(row)).join("\n") + (rows.length > 0 ? "\n" : "");
}

/** Offers text as a file download. */
export function downloadText(text: string, filename: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
