// HTML building blocks: escaping, JSON-LD embedding and slugs. Pages are plain
// strings; escaping is done here once so no template can forget it.

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

const NEEDS_ESCAPE = /[&<>"']/;

export function esc(text: string): string {
  return NEEDS_ESCAPE.test(text) ? text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c) : text;
}

/** JSON inside <script>: "</" must not close the element early. */
export function jsonLdScript(data: unknown): string {
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/<\//g, "<\\/")}</script>`;
}

export function meta(attr: "name" | "property", key: string, content: string): string {
  return `<meta ${attr}="${esc(key)}" content="${esc(content)}">`;
}

/** Navigation labels and section names repeat on every page: slug them once. */
const SLUG_CACHE = new Map<string, string>();

/** ASCII slug of a title: accents dropped, words joined by hyphens, at most `maxWords` words. */
export function slugify(text: string, maxWords = 9): string {
  const key = `${maxWords}|${text}`;
  const cached = SLUG_CACHE.get(key);
  if (cached !== undefined) return cached;
  const slug = computeSlug(text, maxWords);
  if (text.length <= 40) SLUG_CACHE.set(key, slug);
  return slug;
}

function computeSlug(text: string, maxWords: number): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/ß/g, "ss")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .split(" ")
    .filter(Boolean)
    .slice(0, maxWords)
    .join("-");
}

export interface Link {
  title: string;
  url: string;
}

export function linkList(links: Link[], className: string): string {
  return `<ul class="${className}">${links.map((l) => `<li><a href="${esc(l.url)}">${esc(l.title)}</a></li>`).join("")}</ul>`;
}
