// Where a page's file lives for a URL: `<netloc>/<path>.html` under `pages/`.
// The local service uses the same function to serve `/web/<netloc>/<path>`.

const SAFE_SEGMENT = /^[A-Za-z0-9._~-]+$/;

/**
 * Maps `https://host.example/a/b/slug` to `host.example/a/b/slug.html`. A
 * trailing slash becomes `index.html`; an existing `.html` is not doubled;
 * any segment that is empty, `.`/`..` or has unsafe characters is refused or
 * percent-encoded, so a URL can never point outside its netloc's folder.
 */
export function pageFileForUrl(url: string): string {
  const parsed = new URL(url);
  const netloc = parsed.host.toLowerCase();
  if (!SAFE_SEGMENT.test(netloc)) throw new Error(`unsafe host in ${url}`);
  const raw = parsed.pathname.split("/").slice(1);
  if (raw.length === 0 || raw[raw.length - 1] === "") raw[raw.length === 0 ? 0 : raw.length - 1] = "index";
  const segments = raw.map((segment) => {
    const decoded = decodeURIComponent(segment);
    if (decoded === "" || decoded === "." || decoded === "..") throw new Error(`unsafe path in ${url}`);
    return SAFE_SEGMENT.test(decoded) ? decoded : encodeURIComponent(decoded).replace(/\./g, "%2E");
  });
  const last = segments[segments.length - 1] as string;
  segments[segments.length - 1] = last.endsWith(".html") ? last : `${last}.html`;
  return `${netloc}/${segments.join("/")}`;
}
