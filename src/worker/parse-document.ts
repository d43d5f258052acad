import { bulkPlaintextSchema, timePlaintextSchema } from "../contract";
import { DecodeError } from "./errors";
import type { DocumentKind } from "./protocol";

/**
 * The decompressed bytes as the interface's document: UTF-8 JSON
 * `{"response": [...]}` whose items are objects (results for a bulk file,
 * `{start, end, results}` buckets for a time file). Anything else, including
 * the garbage a damaged compressed stream can decode to, is refused here so
 * it never reaches the table as rows.
 */
export function parseBulkDocument(bytes: Uint8Array): { document: { response: unknown[] }; text: string } {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw DecodeError.withDetail("invalid_json", "not UTF-8 text");
  }
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch (error) {
    throw DecodeError.withDetail("invalid_json", (error as Error).message);
  }
  if (typeof document !== "object" || document === null || !Array.isArray((document as { response?: unknown }).response)) {
    throw DecodeError.withDetail("invalid_json", 'no "response" array');
  }
  const items = (document as { response: unknown[] }).response;
  const bad = items.findIndex((item) => typeof item !== "object" || item === null || Array.isArray(item));
  if (bad >= 0) throw DecodeError.withDetail("invalid_json", `item ${bad} of "response" is not an object`);
  return { document: document as { response: unknown[] }, text };
}

/**
 * Checks every item against the contract's schema for the file's kind and
 * answers the document as the schema reads it (unknown fields dropped), so
 * the page can show the items as rows without checking them itself.
 */
export function checkBulkDocument(document: { response: unknown[] }, kind: DocumentKind): { response: unknown[] } {
  const parsed = (kind === "bulk" ? bulkPlaintextSchema : timePlaintextSchema).safeParse(document);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const [, index, ...field] = issue.path;
  const where = index === undefined ? "the document" : `item ${String(index)}${field.length ? `, ${field.join(".")}` : ""}`;
  throw DecodeError.withDetail("invalid_json", `${where}: ${issue.message}`);
}
