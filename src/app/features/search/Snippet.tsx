import { splitHighlights } from "./highlight";

/** A snippet with the query's terms marked; text nodes and <mark> only, never the service's HTML. */
export function Snippet({ text, terms }: { text: string; terms: readonly string[] }) {
  return (
    <>
      {splitHighlights(text, terms).map((part, i) => (part.match ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>))}
    </>
  );
}
