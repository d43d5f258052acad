// The language packs by code: the one place that lists which languages the demo world writes.
import type { DemoLanguage } from "../types";
import type { LanguagePack } from "./language-pack";
import { german } from "./lang-de";
import { english } from "./lang-en";
import { spanish } from "./lang-es";
import { french } from "./lang-fr";
import { italian } from "./lang-it";
import { dutch } from "./lang-nl";
import { portuguese } from "./lang-pt";

export const LANGUAGE_PACKS: Record<DemoLanguage, LanguagePack> = {
  en: english,
  fr: french,
  de: german,
  es: spanish,
  it: italian,
  pt: portuguese,
  nl: dutch,
};
