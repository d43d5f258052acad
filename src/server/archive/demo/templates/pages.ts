// Full HTML pages, one renderer per template family. Each outlet's class-name
// prefix, date style and JSON-LD placement vary the markup further, so an
// extractor meets many real-looking layouts. The article text sits in one body
// container; navigation, cookie banners, newsletter boxes, related links,
// captions, credits and footers surround it (and a few sit inside it) for
// extraction to drop.
import type { Outlet } from "../outlets";
import type { DemoLanguage, IsoDay } from "../types";
import { esc, jsonLdScript, linkList, meta, slugify, type Link } from "./html";
import type { LanguagePack } from "./language-pack";

export interface Stamp {
  day: IsoDay;
  /** ISO 8601 with the outlet's offset, as meta tags and JSON-LD write it. */
  iso: string;
  /** As readers see it on the page. */
  display: string;
}

export interface Section {
  heading: string;
  paragraphs: string[];
}

export interface PageExtras {
  pressRelease?: { source: string; aboutHeading: string; about: string; contact: string; forwardLooking: string };
  notice?: { reference: string; sections: Section[] };
  paper?: {
    volume: number;
    issue: number;
    doi: string;
    received: string;
    accepted: string;
    affiliations: string[];
    authorAffiliation: number[];
    keywords: string[];
    abstract: string;
    sections: Section[];
    references: string[];
  };
  wireCredit?: string;
  syndicationCredit?: string;
}

export interface PageModel {
  outlet: Outlet;
  pack: LanguagePack;
  language: DemoLanguage;
  url: string;
  title: string;
  description: string;
  section: string;
  sectionSlug: string;
  authors: string[];
  /** Null when the page carries no machine-readable date (uncertain pages). */
  published: Stamp | null;
  /** Set when modified after publication, or when the outlet always writes a modified time. */
  modified: Stamp | null;
  modifiedAfterPublication: boolean;
  /** The only dating of an uncertain page: "last week", "Published on 3 March 2021". */
  dateNote: string | null;
  paragraphs: string[];
  tags: string[];
  related: Link[];
  mostRead: Link[];
  image: { src: string; alt: string; caption: string } | null;
  extras: PageExtras;
  jsonLd: boolean;
  /** Copyright year for the footer. */
  year: number;
}

export function renderPage(model: PageModel): string {
  switch (model.outlet.family) {
    case "wire": return renderWire(model);
    case "broadsheet": return renderBroadsheet(model);
    case "portal": return renderPortal(model);
    case "blog": return renderBlog(model);
    case "pressroom": return renderPressroom(model);
    case "gov": return renderGov(model);
    case "journal": return renderJournal(model);
  }
}

// ---------------------------------------------------------------- shared parts

function origin(model: PageModel): string {
  return `https://${model.outlet.netloc}`;
}

function newsArticleLd(model: PageModel): Record<string, unknown> {
  const publisher = { "@type": "Organization", name: model.outlet.name, logo: { "@type": "ImageObject", url: `${origin(model)}/static/logo.png` } };
  const author = model.authors.length
    ? model.authors.map((name) => ({ "@type": "Person", name }))
    : [{ "@type": "Organization", name: model.extras.pressRelease?.source ?? model.outlet.name }];
  return {
    "@type": model.outlet.family === "journal" ? "ScholarlyArticle" : "NewsArticle",
    headline: model.title,
    description: model.description,
    datePublished: model.published?.iso,
    dateModified: (model.modified ?? model.published)?.iso,
    author,
    publisher,
    inLanguage: model.language,
    articleSection: model.section,
    mainEntityOfPage: { "@type": "WebPage", "@id": model.url },
    ...(model.image ? { image: [model.image.src] } : {}),
  };
}

function jsonLdBlock(model: PageModel): string {
  if (!model.jsonLd) return "";
  const article = newsArticleLd(model);
  if (!model.outlet.style.jsonLdGraph) return jsonLdScript({ "@context": "https://schema.org", ...article });
  const site = `${origin(model)}/#website`;
  return jsonLdScript({
    "@context": "https://schema.org",
    "@graph": [
      { "@type": "WebSite", "@id": site, name: model.outlet.name, url: `${origin(model)}/` },
      { "@type": "WebPage", "@id": model.url, url: model.url, name: model.title, isPartOf: { "@id": site } },
      { ...article, isPartOf: { "@id": model.url } },
    ],
  });
}

function head(model: PageModel, extra = ""): string {
  const { outlet } = model;
  const tags = [
    `<meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<title>${esc(model.title)} | ${esc(outlet.name)}</title>`,
    meta("name", "description", model.description),
    model.authors.length ? meta("name", "author", model.authors.join(", ")) : "",
    meta("property", "og:site_name", outlet.name),
    meta("property", "og:type", "article"),
    meta("property", "og:title", model.title),
    meta("property", "og:description", model.description),
    meta("property", "og:url", model.url),
    model.image ? meta("property", "og:image", model.image.src) : "",
    meta("property", "og:locale", model.language),
    model.published ? meta("property", "article:published_time", model.published.iso) : "",
    model.modified ? meta("property", "article:modified_time", model.modified.iso) : "",
    meta("property", "article:section", model.section),
    meta("name", "twitter:card", "summary_large_image"),
    `<link rel="canonical" href="${esc(model.url)}">`,
    `<link rel="icon" href="/favicon.ico">`,
    extra,
    outlet.style.jsonLdInHead ? jsonLdBlock(model) : "",
    `<style>:root{--accent:${outlet.style.accent}}body{font-family:Georgia,serif;margin:0}a{color:var(--accent)}</style>`,
  ];
  return `<!DOCTYPE html>\n<html lang="${model.language}">\n<head>\n${tags.filter(Boolean).join("\n")}\n</head>\n`;
}

function tail(model: PageModel): string {
  const analytics = `<script>window.dataLayer=window.dataLayer||[];window.dataLayer.push({page:"article",section:${JSON.stringify(model.sectionSlug)}});</script>`;
  return `${model.outlet.style.jsonLdInHead ? "" : jsonLdBlock(model)}\n${analytics}\n</body>\n</html>\n`;
}

function paragraphsHtml(paragraphs: string[], className = ""): string {
  const attr = className ? ` class="${className}"` : "";
  return paragraphs.map((p) => `<p${attr}>${esc(p)}</p>`).join("\n");
}

function navItems(model: PageModel): string {
  return model.pack.boilerplate.nav.map((label) => `<li><a href="/${slugify(label)}/">${esc(label)}</a></li>`).join("");
}

function byline(model: PageModel): string {
  const b = model.pack.boilerplate;
  if (model.authors.length === 0) return esc(b.staff);
  const names = model.authors.length > 1 ? `${model.authors.slice(0, -1).join(", ")} ${b.and} ${model.authors[model.authors.length - 1]}` : (model.authors[0] as string);
  return `${esc(b.by)} ${esc(names)}`;
}

/** The visible dating: a <time> element, or the vague note of an uncertain page. */
function dateMarkup(model: PageModel, className: string): string {
  const b = model.pack.boilerplate;
  if (!model.published) return model.dateNote ? `<span class="${className}">${esc(model.dateNote)}</span>` : "";
  const published = `<time class="${className}" datetime="${model.published.iso}">${esc(model.published.display)}</time>`;
  const updated =
    model.modifiedAfterPublication && model.modified
      ? ` <span class="${className}-updated">${esc(b.updated)} <time datetime="${model.modified.iso}">${esc(model.modified.display)}</time></span>`
      : "";
  return published + updated;
}

function cookieBanner(model: PageModel, className: string): string {
  const b = model.pack.boilerplate;
  return `<div class="${className}" role="dialog" aria-live="polite"><p>${esc(b.cookie)}</p><button type="button">${esc(b.cookieAccept)}</button> <button type="button">${esc(b.cookieSettings)}</button></div>`;
}

function newsletterBox(model: PageModel, className: string): string {
  const b = model.pack.boilerplate;
  return `<div class="${className}"><p>${esc(b.newsletter)}</p><form action="/newsletter" method="post"><input type="email" name="email" placeholder="${esc(b.emailPlaceholder)}"><button type="submit">${esc(b.newsletterButton)}</button></form></div>`;
}

function footerLinks(model: PageModel): string {
  return model.pack.boilerplate.footerLinks.map((label) => `<a href="/${slugify(label)}">${esc(label)}</a>`).join(" · ");
}

function rights(model: PageModel): string {
  return esc(model.pack.boilerplate.rights(model.year, model.outlet.name));
}

function tagLinks(model: PageModel, className: string): string {
  if (model.tags.length === 0) return "";
  const b = model.pack.boilerplate;
  return `<div class="${className}"><span>${esc(b.tags)}:</span> ${model.tags.map((t) => `<a href="/tag/${slugify(t)}">${esc(t)}</a>`).join(", ")}</div>`;
}

function figure(model: PageModel, className: string): string {
  if (!model.image) return "";
  return `<figure class="${className}"><img src="${esc(model.image.src)}" alt="${esc(model.image.alt)}" width="1200" height="675"><figcaption>${esc(model.image.caption)}</figcaption></figure>`;
}

/** Body paragraphs with an advertisement slot and an inline "read more" box part-way through. */
function bodyWithInserts(model: PageModel, p: string): string {
  const b = model.pack.boilerplate;
  const paragraphs = model.paragraphs.map((text) => `<p>${esc(text)}</p>`);
  if (paragraphs.length > 3) paragraphs.splice(2, 0, `<div class="${p}-ad" aria-hidden="true"><span>${esc(b.advertisement)}</span></div>`);
  const inline = model.related[0];
  if (inline && paragraphs.length > 5) paragraphs.splice(5, 0, `<aside class="${p}-inline-related"><h4>${esc(b.readMore)}</h4><a href="${esc(inline.url)}">${esc(inline.title)}</a></aside>`);
  return paragraphs.join("\n");
}

// ---------------------------------------------------------------- families

function renderWire(model: PageModel): string {
  const p = model.outlet.style.prefix;
  const b = model.pack.boilerplate;
  return `${head(model)}<body class="${p}-body">
<a class="${p}-skip" href="#story">${esc(b.readMore)}</a>
<header class="${p}-masthead"><div class="${p}-brand"><a href="/">${esc(model.outlet.name)}</a> <span class="${p}-tagline">${esc(model.outlet.tagline)}</span></div>
<nav class="${p}-nav" aria-label="Sections"><ul>${navItems(model)}</ul></nav>
<form class="${p}-search" action="/search"><input name="q" placeholder="${esc(b.search)}"></form></header>
<main id="story" class="${p}-main">
<article class="${p}-story">
<div class="${p}-section"><a href="/${model.sectionSlug}/">${esc(model.section)}</a></div>
<h1 class="${p}-headline">${esc(model.title)}</h1>
<div class="${p}-meta"><span class="${p}-byline">${byline(model)}</span> ${dateMarkup(model, `${p}-time`)}</div>
<div class="${p}-text">
${paragraphsHtml(model.paragraphs)}
</div>
${model.extras.wireCredit ? `<p class="${p}-credit">${esc(model.extras.wireCredit)}</p>` : ""}
${tagLinks(model, `${p}-tags`)}
</article>
<section class="${p}-more"><h2>${esc(b.related)}</h2>${linkList(model.related, `${p}-more-list`)}</section>
</main>
<footer class="${p}-footer"><nav>${footerLinks(model)}</nav><p>${rights(model)}</p></footer>
${cookieBanner(model, `${p}-cookies`)}
${tail(model)}`;
}

function renderBroadsheet(model: PageModel): string {
  const p = model.outlet.style.prefix;
  const b = model.pack.boilerplate;
  const author = model.authors[0];
  const minutes = Math.max(2, Math.round(model.paragraphs.join(" ").split(/\s+/).length / 220));
  return `${head(model)}<body class="${p}-page">
<div class="${p}-topbar"><a class="${p}-subscribe" href="/subscribe">${esc(b.subscribe)}</a> <a href="/account">${esc(b.home)}</a></div>
<header class="${p}-header"><a class="${p}-logo" href="/"><span>${esc(model.outlet.name)}</span></a><p class="${p}-motto">${esc(model.outlet.tagline)}</p></header>
<nav class="${p}-menu"><ul>${navItems(model)}</ul></nav>
<div class="${p}-breadcrumb"><a href="/">${esc(b.home)}</a> › <a href="/${model.sectionSlug}/">${esc(model.section)}</a></div>
<main class="${p}-layout">
<article class="${p}-article">
<header class="${p}-article-header"><p class="${p}-kicker">${esc(model.section)}</p>
<h1 class="${p}-title">${esc(model.title)}</h1>
<p class="${p}-standfirst">${esc(model.description)}</p>
<div class="${p}-byline">${author ? `${esc(b.by)} <a rel="author" href="/authors/${slugify(author)}">${esc(author)}</a>` : esc(b.staff)}${model.extras.syndicationCredit ? ` <span class="${p}-agency">(${esc(model.extras.syndicationCredit)})</span>` : ""} <span class="${p}-sep">|</span> ${dateMarkup(model, `${p}-date`)} <span class="${p}-readtime">${esc(b.minutesRead(minutes))}</span></div>
</header>
${figure(model, `${p}-lead-image`)}
<div class="${p}-article-body">
${bodyWithInserts(model, p)}
</div>
<div class="${p}-share"><span>${esc(b.share)}</span> <a href="#">Mail</a> <a href="#">Link</a></div>
${tagLinks(model, `${p}-topics`)}
</article>
<aside class="${p}-sidebar"><section class="${p}-most-read"><h3>${esc(b.mostRead)}</h3>${linkList(model.mostRead, `${p}-most-read-list`)}</section>
${newsletterBox(model, `${p}-newsletter`)}</aside>
</main>
<section class="${p}-related"><h2>${esc(b.related)}</h2>${linkList(model.related, `${p}-related-list`)}</section>
<footer class="${p}-footer"><nav>${footerLinks(model)}</nav><p>${rights(model)}</p></footer>
${cookieBanner(model, `${p}-consent`)}
${tail(model)}`;
}

function renderPortal(model: PageModel): string {
  const p = model.outlet.style.prefix;
  const b = model.pack.boilerplate;
  const paragraphs = model.paragraphs.map((text) => `<p>${esc(text)}</p>`);
  if (paragraphs.length > 2) paragraphs.splice(2, 0, `<div class="${p}-inread">${esc(b.advertisement)}</div>`);
  return `${head(model)}<body>
<div id="wrapper">
${cookieBanner(model, "cookie-notice")}
<div class="topnav"><div class="logo"><a href="/"><img src="/img/logo.svg" alt="${esc(model.outlet.name)}"></a></div><ul class="menu">${navItems(model)}</ul><div class="search-box"><input type="search" placeholder="${esc(b.search)}"></div></div>
<div class="${p}-content-wrap"><div class="${p}-col-main">
<div class="${p}-art-head"><span class="${p}-cat"><a href="/${model.sectionSlug}/">${esc(model.section)}</a></span>
<h1 class="${p}-art-title">${esc(model.title)}</h1>
<div class="${p}-art-info"><span class="${p}-art-author">${byline(model)}</span> <span class="${p}-art-date">${model.published ? `${esc(b.published)} ` : ""}${dateMarkup(model, `${p}-d`)}</span></div></div>
${figure(model, `${p}-art-visual`)}
<div class="${p}-art-body">
${paragraphs.join("\n")}
</div>
${tagLinks(model, `${p}-art-tags`)}
${newsletterBox(model, `${p}-newsletter-box`)}
<div class="${p}-same-topic"><div class="${p}-block-title">${esc(b.related)}</div>${linkList(model.related, `${p}-list`)}</div>
</div>
<div class="${p}-col-side"><div class="${p}-block"><div class="${p}-block-title">${esc(b.mostRead)}</div>${linkList(model.mostRead, `${p}-list`)}</div><div class="${p}-pub">${esc(b.advertisement)}</div></div>
</div>
<div class="${p}-footer"><div class="${p}-footer-links">${footerLinks(model)}</div><div class="${p}-copy">${rights(model)}</div></div>
</div>
${tail(model)}`;
}

function renderBlog(model: PageModel): string {
  const b = model.pack.boilerplate;
  const postId = Number.parseInt(model.url.replace(/\D/g, "").slice(-6) || "1", 10);
  const author = model.authors[0] ?? b.staff;
  return `${head(model, `<link rel="alternate" type="application/rss+xml" href="/feed/">`)}<body class="post-template-default single single-post postid-${postId}">
<div id="page" class="site">
<a class="skip-link screen-reader-text" href="#content">${esc(b.readMore)}</a>
<header id="masthead" class="site-header"><div class="site-branding"><p class="site-title"><a href="/" rel="home">${esc(model.outlet.name)}</a></p><p class="site-description">${esc(model.outlet.tagline)}</p></div>
<nav id="site-navigation" class="main-navigation"><ul id="primary-menu" class="menu">${navItems(model)}</ul></nav></header>
<div id="content" class="site-content"><div id="primary" class="content-area"><main id="main" class="site-main">
<article id="post-${postId}" class="post-${postId} post type-post status-publish format-standard hentry">
<header class="entry-header"><h1 class="entry-title">${esc(model.title)}</h1>
<div class="entry-meta"><span class="posted-on">${dateMarkup(model, "entry-date published")}</span> <span class="byline"> ${esc(b.by)} <span class="author vcard"><a class="url fn n" href="/author/${slugify(author)}/">${esc(author)}</a></span></span></div></header>
<div class="entry-content">
${paragraphsHtml(model.paragraphs)}
</div>
<footer class="entry-footer"><span class="cat-links"><a href="/category/${model.sectionSlug}/" rel="category tag">${esc(model.section)}</a></span> ${tagLinks(model, "tags-links")}</footer>
</article>
<nav class="navigation post-navigation"><div class="nav-links">${model.related.slice(0, 2).map((l, i) => `<div class="nav-${i === 0 ? "previous" : "next"}"><a href="${esc(l.url)}" rel="${i === 0 ? "prev" : "next"}">${esc(l.title)}</a></div>`).join("")}</div></nav>
<div id="comments" class="comments-area"><p class="no-comments">—</p></div>
</main></div>
<aside id="secondary" class="widget-area"><section class="widget widget_recent_entries"><h2 class="widget-title">${esc(b.mostRead)}</h2>${linkList(model.mostRead, "recent-posts")}</section>
<section class="widget widget_newsletter">${newsletterBox(model, "newsletter-widget")}</section></aside></div>
<footer id="colophon" class="site-footer"><div class="site-info">${rights(model)} ${footerLinks(model)}</div></footer>
</div>
${cookieBanner(model, "cookie-law-info-bar")}
${tail(model)}`;
}

function renderPressroom(model: PageModel): string {
  const p = model.outlet.style.prefix;
  const b = model.pack.boilerplate;
  const pr = model.extras.pressRelease;
  return `${head(model)}<body class="${p}-site">
<header class="${p}-header"><a class="${p}-logo" href="/">${esc(model.outlet.name)}</a><nav class="${p}-nav"><a href="/releases/">${esc(b.related)}</a> <a href="/submit">${esc(b.subscribe)}</a> <a href="/contact">${esc(b.footerLinks[1] ?? "Contact")}</a></nav></header>
<main class="${p}-main"><div class="${p}-release">
<div class="${p}-release-meta"><span class="${p}-source">${esc(pr ? model.pack.pressRelease.source(pr.source) : model.outlet.name)}</span></div>
<h1 class="${p}-title">${esc(model.title)}</h1>
<h2 class="${p}-subtitle">${esc(model.description)}</h2>
<div class="${p}-date">${dateMarkup(model, `${p}-time`)}</div>
<div class="${p}-release-body">
${paragraphsHtml(model.paragraphs)}
${pr ? `<h3>${esc(pr.aboutHeading)}</h3>\n<p>${esc(pr.about)}</p>` : ""}
</div>
${pr ? `<div class="${p}-disclaimer"><p><small>${esc(pr.forwardLooking)}</small></p></div>\n<div class="${p}-contact"><p>${esc(pr.contact)}</p></div>` : ""}
</div>
<aside class="${p}-latest"><h3>${esc(b.related)}</h3>${linkList(model.related, `${p}-latest-list`)}</aside></main>
<footer class="${p}-footer">${footerLinks(model)}<p>${rights(model)}</p></footer>
${cookieBanner(model, `${p}-cookie`)}
${tail(model)}`;
}

function renderGov(model: PageModel): string {
  const p = model.outlet.style.prefix;
  const notice = model.extras.notice;
  const sections = (notice?.sections ?? [{ heading: "Summary", paragraphs: model.paragraphs }])
    .map((s) => `<h2>${esc(s.heading)}</h2>\n${paragraphsHtml(s.paragraphs)}`)
    .join("\n");
  const updated = model.modifiedAfterPublication && model.modified ? `<dt>Last updated</dt><dd><time datetime="${model.modified.iso}">${esc(model.modified.display)}</time></dd>` : "";
  return `${head(model)}<body class="${p}-template">
<a href="#main-content" class="${p}-skip-link">Skip to main content</a>
<div class="${p}-official-banner">An official website of the ${esc(model.outlet.name)}, a fictional regulator of the demo archive</div>
<header class="${p}-header"><a href="/" class="${p}-logotype">${esc(model.outlet.name)}</a><nav class="${p}-service-nav"><a href="/">Home</a> <a href="/enforcement/">Enforcement</a> <a href="/consumers/">Consumers</a> <a href="/firms/">Firms</a> <a href="/publications/">Publications</a> <a href="/about/">About</a></nav></header>
<div class="${p}-breadcrumbs"><ol><li><a href="/">Home</a></li><li><a href="/enforcement/">Enforcement</a></li><li><a href="/enforcement/notices/">Notices</a></li></ol></div>
<main id="main-content" class="${p}-main">
<span class="${p}-caption">Enforcement notice</span>
<h1 class="${p}-heading">${esc(model.title)}</h1>
<dl class="${p}-metadata"><dt>Published</dt><dd>${dateMarkup(model, `${p}-published`)}</dd>${updated}<dt>Reference</dt><dd>${esc(notice?.reference ?? "")}</dd></dl>
<div class="${p}-govspeak">
${sections}
</div>
<div class="${p}-feedback"><h2>Is this page useful?</h2><button type="button">Yes</button> <button type="button">No</button> <a href="/contact/report-a-problem">Report a problem with this page</a></div>
</main>
<footer class="${p}-footer"><a href="/accessibility">Accessibility statement</a> · <a href="/foi">Freedom of information</a> · <a href="/privacy">Privacy</a> · <a href="/cookies">Cookies</a> · <a href="/contact">Contact</a><p>© ${esc(model.outlet.name)} (fictional, demo archive)</p></footer>
${tail(model)}`;
}

function renderJournal(model: PageModel): string {
  const p = model.outlet.style.prefix;
  const paper = model.extras.paper;
  if (!paper) return renderBroadsheet(model);
  const citationDate = (model.published?.day ?? "").replace(/-/g, "/");
  const citationMeta = [
    meta("name", "citation_title", model.title),
    ...model.authors.map((a) => meta("name", "citation_author", a)),
    citationDate ? meta("name", "citation_publication_date", citationDate) : "",
    meta("name", "citation_journal_title", model.outlet.name),
    meta("name", "citation_volume", String(paper.volume)),
    meta("name", "citation_issue", String(paper.issue)),
    meta("name", "citation_doi", paper.doi),
    meta("name", "citation_language", model.language),
  ].join("\n");
  const authors = model.authors.map((a, i) => `<li class="${p}-author">${esc(a)}<sup>${(paper.authorAffiliation[i] ?? 0) + 1}</sup></li>`).join("");
  const affiliations = paper.affiliations.map((a) => `<li>${esc(a)}</li>`).join("");
  const body = paper.sections.map((s) => `<h2>${esc(s.heading)}</h2>\n${paragraphsHtml(s.paragraphs)}`).join("\n");
  return `${head(model, citationMeta)}<body class="${p}-journal">
<header class="${p}-journal-header"><a class="${p}-journal-title" href="/">${esc(model.outlet.name)}</a><nav><a href="/current">Current issue</a> · <a href="/archive">Archive</a> · <a href="/submit">Submit a manuscript</a> · <a href="/about">About</a></nav></header>
<main class="${p}-main"><article class="${p}-research-article">
<div class="${p}-article-type">Research article · Volume ${paper.volume}, Issue ${paper.issue}</div>
<h1 class="${p}-article-title">${esc(model.title)}</h1>
<ul class="${p}-authors">${authors}</ul>
<ol class="${p}-affiliations">${affiliations}</ol>
<div class="${p}-history">Received: ${esc(paper.received)} · Accepted: ${esc(paper.accepted)} · Published online: ${dateMarkup(model, `${p}-online`)}</div>
<div class="${p}-doi">DOI: <a href="https://doi.example/${esc(paper.doi)}">${esc(paper.doi)}</a></div>
<section class="${p}-abstract"><h2>Abstract</h2>
<p>${esc(paper.abstract)}</p></section>
<section class="${p}-keywords"><h2>Keywords</h2><ul>${paper.keywords.map((k) => `<li>${esc(k)}</li>`).join("")}</ul></section>
<section class="${p}-body">
${body}
</section>
<section class="${p}-references"><h2>References</h2><ol>${paper.references.map((r) => `<li>${esc(r)}</li>`).join("")}</ol></section>
</article>
<aside class="${p}-metrics"><h3>Article metrics</h3><p>Downloads and citations are not tracked in the demo archive.</p>${linkList(model.related, `${p}-also-read`)}</aside></main>
<footer class="${p}-footer">${rights(model)} · <a href="/privacy">Privacy</a> · <a href="/terms">Terms</a></footer>
${tail(model)}`;
}
