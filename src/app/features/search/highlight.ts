/**
 * Splits a snippet into plain and matching parts for the query's terms, so
 * the view renders text nodes and <mark>, never HTML from the service.
 */
export interface TextPart {
  text: string;
  match: boolean;
}

const STOP_WORDS = new Set(["a", "an", "and", "are", "as", "at", "be", "by", "for", "from", "in", "is", "it", "of", "on", "or", "that", "the", "to", "was", "were", "what", "which", "who", "with"]);

/** The words worth marking: from the question, expansions and must_include, without stop words. */
export function highlightTerms(texts: readonly string[]): string[] {
  const terms = new Set<string>();
  for (const text of texts) {
    for (const word of text.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
      if (word.length > 1 && !STOP_WORDS.has(word)) terms.add(word);
    }
  }
  // Longest first, so "acquisitions" wins over "acquisition" at the same place.
  return [...terms].sort((a, b) => b.length - a.length);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export function splitHighlights(text: string, terms: readonly string[]): TextPart[] {
  if (terms.length === 0 || text === "") return [{ text, match: false }];
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(${terms.map(escapeRegExp).join("|")})`, "giu");
  const parts: TextPart[] = [];
  let last = 0;
  for (const m of text.matchAll(pattern)) {
    if (m.index > last) parts.push({ text: text.slice(last, m.index), match: false });
    parts.push({ text: m[0], match: true });
    last = m.index + m[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false });
  return parts;
}
