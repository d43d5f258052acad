// The demo archive's public API: a fictional, seeded news world written as
// HTML pages, with the ground truth that tests score extraction against.
export { generateDemoArchive, generateDemoWorld, DEFAULT_ARTICLES, DEFAULT_SEED, FICTIONAL_NOTICE, GENERATOR_VERSION, MANIFEST_FILE, PAGES_DIR } from "./generate";
export type { ArchiveProgress, ArchiveSummary, DemoArticleWithHtml, DemoWorld, DemoWorldOptions, GenerateArchiveOptions, Manifest } from "./generate";
export type { ArticleKind, DateMode, DemoArticle } from "./articles";
export { buildWorld, gicsPath, nameOn } from "./world";
export { buildOutlets, GOVERNMENT_NETLOC, JOURNAL_NETLOC } from "./outlets";
export type { Outlet, OutletKind, TemplateFamily } from "./outlets";
export { pageFileForUrl } from "./paths";
export { ARCHIVE_CUTOFF, ARCHIVE_START } from "./calendar";
export {
  figiCheckDigit,
  identifierKind,
  isFictionalCik,
  isFictionalQid,
  isinCheckDigit,
  isValidFigi,
  isValidIsin,
  isValidLei,
  leiCheckDigits,
} from "./identifiers";
export type { IdentifierKind } from "./identifiers";
export { createRng, deriveRng } from "./random";
export type { Rng } from "./random";
export { GROUND_TRUTH_FILE, loadGroundTruth, readGroundTruth } from "./ground-truth";
export type { ArticleRecord, EventRecord, GroundTruth, GroundTruthRecord, OrgRecord } from "./ground-truth";
export { DEMO_LANGUAGES, EVENT_TYPES, PREDICATE_OF } from "./types";
export type { BigStory, DemoLanguage, EventType, Org, Person, Place, Product, World, WorldEvent } from "./types";
