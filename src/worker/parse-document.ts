import { DecodeError } from "./errors";

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
