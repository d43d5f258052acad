import type { Corpus } from "./corpus";

/**
 * A result's `content`: the matching snippet widened (or cut) to about
 * `n_contextify` characters. A short snippet borrows from the snippets after
 * and then before it in its page; a long one is cut to a window around the
 * first query term it holds, at word boundaries, marked with an ellipsis.
 */
export function contextify(corpus: Corpus, snippet: number, target: number, terms: string[]): string {
  const doc = corpus.docs[corpus.docOf[snippet]!]!;
  const position = doc.snippets.indexOf(snippet);
  let text = corpus.content[snippet]!;
  for (let after = position + 1, before = position - 1; text.length < target && (after < doc.snippets.length || before >= 0); after++, before--) {
    if (after < doc.snippets.length) text = `${text} ${corpus.content[doc.snippets[after]!]}`;
    if (text.length < target && before >= 0) text = `${corpus.content[doc.snippets[before]!]} ${text}`;
  }
  if (text.length <= target) return text;

  const lower = text.toLowerCase();
  let hit = -1;
  for (const term of terms) {
    const at = lower.indexOf(term);
    if (at !== -1 && (hit === -1 || at < hit)) hit = at;
  }
  let start = hit === -1 ? 0 : Math.max(0, hit - Math.floor(target / 3));
  let end = Math.min(text.length, start + target);
  start = Math.max(0, end - target);
  if (start > 0) start = text.indexOf(" ", start) + 1 || start;
  if (end < text.length) end = text.lastIndexOf(" ", end) > start ? text.lastIndexOf(" ", end) : end;
  return `${start > 0 ? "…" : ""}${text.slice(start, end).trim()}${end < text.length ? "…" : ""}`;
}

