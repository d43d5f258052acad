/**
 * Paragraph-aware snippets: consecutive short paragraphs are joined up to
 * about `targetWords`; a paragraph is split (at sentence ends) only when it
 * alone is over `maxWords`; a heading stays with the paragraph after it.
 * A paragraph said twice (a standfirst that the lead repeats, word for word
 * or after a dateline) is kept once, in its later and fuller place.
 */
export interface Snippet {
  snum: number;
  content: string;
  words: number;
  chars: number;
}

const countWords = (text: string) => (text.match(/\S+/g) ?? []).length;

function splitLong(paragraph: string, maxWords: number): string[] {
  const sentences = paragraph.match(/[^.!?]+(?:[.!?]+["'»”)]*\s*|$)/g)?.map((s) => s.trim()).filter(Boolean) ?? [paragraph];
  const parts: string[] = [];
  let current = "";
  for (const sentence of sentences) {
    if (current && countWords(current) + countWords(sentence) > maxWords) {
      parts.push(current);
      current = "";
    }
    if (countWords(sentence) > maxWords) {
      // A run-on "sentence" longer than the limit is cut at word boundaries.
      const words = sentence.split(/\s+/);
      for (let i = 0; i < words.length; i += maxWords) parts.push(words.slice(i, i + maxWords).join(" "));
      continue;
    }
    current = current ? `${current} ${sentence}` : sentence;
  }
  if (current) parts.push(current);
  return parts;
}

/** Short lines ("Read more", "Advertisement") may recur; only a sentence-length paragraph counts as a repeat. */
const MIN_REPEAT_WORDS = 8;

/** Paragraphs, whitespace-normalised, without empty ones and without repeats. */
export function distinctParagraphs(paragraphs: readonly string[]): string[] {
  const kept: string[] = [];
  const seen = new Set<string>();
  for (const raw of paragraphs) {
    const paragraph = raw.replace(/\s+/g, " ").trim();
    if (!paragraph) continue;
    const long = countWords(paragraph) >= MIN_REPEAT_WORDS;
    if (long && seen.has(paragraph)) continue;
    // "CITY, date — <the paragraph before>": the lead restates the standfirst after a dateline.
    const previous = kept.at(-1);
    if (previous && countWords(previous) >= MIN_REPEAT_WORDS && paragraph !== previous && paragraph.endsWith(previous)) kept.pop();
    kept.push(paragraph);
    if (long) seen.add(paragraph);
  }
  return kept;
}

export function makeSnippets(paragraphs: readonly string[], options: { targetWords?: number; maxWords?: number } = {}): Snippet[] {
  const target = options.targetWords ?? 120;
  const max = options.maxWords ?? 200;
  const chunks: string[] = [];
  let current = "";
  let pendingHeading = "";
  for (const paragraph of distinctParagraphs(paragraphs)) {
    const isHeading = countWords(paragraph) <= 12 && !/[.!?:;"»”]$/.test(paragraph);
    if (isHeading) {
      if (current) chunks.push(current);
      current = "";
      pendingHeading = pendingHeading ? `${pendingHeading} ${paragraph}` : paragraph;
      continue;
    }
    const text = pendingHeading ? `${pendingHeading}. ${paragraph}` : paragraph;
    pendingHeading = "";
    const words = countWords(text);
    if (words > max) {
      if (current) chunks.push(current);
      current = "";
      chunks.push(...splitLong(text, max));
      continue;
    }
    if (current && countWords(current) + words > target) {
      chunks.push(current);
      current = text;
    } else current = current ? `${current} ${text}` : text;
  }
  if (pendingHeading) current = current ? `${current} ${pendingHeading}` : pendingHeading;
  if (current) chunks.push(current);
  return chunks.map((content, snum) => ({ snum, content, words: countWords(content), chars: content.length }));
}
