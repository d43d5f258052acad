// Tiny grammar helpers the romance-language packs share, so templates stay
// one sentence each instead of branching on every name.

const STARTS_WITH_VOWEL = /^[aeiouyàâäåæéèêëîïôöøûùüœh]/i;

/** French and Italian elision: "de Norvale" but "d'Arnsberg". */
export function elide(word: "de" | "di" | "que", name: string): string {
  if (!STARTS_WITH_VOWEL.test(name)) return `${word} ${name}`;
  return word === "que" ? `qu'${name}` : `d'${name}`;
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Plural word choice by count. */
export function plural(count: number, one: string, many: string): string {
  return count === 1 ? one : many;
}
