// Turns a planned article into its HTML page with its outlet's template.
import type { DemoArticle } from "./articles";
import { dayParts } from "./calendar";
import { packFor } from "./compose";
import type { Outlet } from "./outlets";
import type { LanguagePack } from "./templates/language-pack";
import { renderPage, type PageModel, type Stamp } from "./templates/pages";
import type { IsoDay } from "./types";

export function renderArticleHtml(article: DemoArticle, outlet: Outlet): string {
  return renderPage(pageModel(article, outlet));
}

export function pageModel(article: DemoArticle, outlet: Outlet): PageModel {
  const pack = packFor(article.language);
  const machine = article.dateMode === "machine";
  const published = machine ? stamp(pack, outlet, article.published, article.publishedTime) : null;
  const modifiedAfter = machine && article.modified !== null;
  const modified = modifiedAfter
    ? stamp(pack, outlet, article.modified as IsoDay, article.modifiedTime ?? article.publishedTime)
    : machine && outlet.style.alwaysModifiedMeta
      ? published
      : null;
  return {
    outlet,
    pack,
    language: article.language,
    url: article.url,
    title: article.title,
    description: article.description,
    section: article.section,
    sectionSlug: article.sectionSlug,
    authors: article.authors,
    published,
    modified,
    modifiedAfterPublication: modifiedAfter,
    dateNote: article.dateNote,
    paragraphs: article.paragraphs,
    tags: article.tags,
    related: article.related,
    mostRead: article.mostRead,
    image: article.image,
    extras: article.extras,
    jsonLd: machine,
    year: Number((article.modified ?? article.published).slice(0, 4)),
  };
}

/** What a page's meta tags say of its modification day (null when they say nothing). */
export function metaModifiedDay(article: DemoArticle, outlet: Outlet): IsoDay | null {
  if (article.dateMode !== "machine") return null;
  return article.modified ?? (outlet.style.alwaysModifiedMeta ? article.published : null);
}

function stamp(pack: LanguagePack, outlet: Outlet, day: IsoDay, time: string): Stamp {
  const offset = outlet.style.utcOffset;
  const sign = offset < 0 ? "-" : "+";
  const iso = `${day}T${time}:00${sign}${String(Math.abs(offset)).padStart(2, "0")}:00`;
  return { day, iso, display: displayDate(pack, outlet, day, time) };
}

function displayDate(pack: LanguagePack, outlet: Outlet, day: IsoDay, time: string): string {
  const p = dayParts(day);
  const american = pack.code === "en" && (outlet.country === "United States" || outlet.country === "Canada");
  const long = american ? `${pack.months[p.month - 1]} ${p.day}, ${p.year}` : pack.longDate(p.year, p.month, p.day);
  switch (outlet.style.dateStyle) {
    case "iso":
      return day;
    case "numeric":
      return american ? `${String(p.month).padStart(2, "0")}/${String(p.day).padStart(2, "0")}/${p.year}` : pack.numericDate(p.year, p.month, p.day);
    case "long_time":
      if (pack.code === "fr") return `${long} à ${time.replace(":", "h")}`;
      if (pack.code === "de") return `${long}, ${time} Uhr`;
      return `${long}, ${time}`;
    default:
      return long;
  }
}
