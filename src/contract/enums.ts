import { z } from "zod";
import { AGENTS, ALGORITHMS, BRAND_SAFETY, FEED_ALGORITHMS, IAB_TIER_1, IAB_TIER_2 } from "./enum-values";
import { CONTINENTS, COUNTRY_NAMES } from "./taxonomies/countries";
import { GICS_INDUSTRIES, GICS_INDUSTRY_GROUPS, GICS_SECTORS, GICS_SUB_INDUSTRIES } from "./taxonomies/gics";
import { IAB_TIER_3, IAB_TIER_4 } from "./taxonomies/iab";
import { LANGUAGE_CODES } from "./taxonomies/languages";
import { REGIONS } from "./taxonomies/regions";

// Listed by the interface itself.
export const Algorithm = z.enum(ALGORITHMS);
export const Agent = z.enum(AGENTS);
export const FeedAlgorithm = z.enum(FEED_ALGORITHMS);
export const BrandSafety = z.enum(BRAND_SAFETY);
export const Continent = z.enum(CONTINENTS);
export const CountryName = z.enum(COUNTRY_NAMES);
export const IabTier1 = z.enum(IAB_TIER_1);
export const IabTier2 = z.enum(IAB_TIER_2);

// "Not shown" by the interface: filled from the public standards
// (decisions.md, taxonomies/ README).
export const Language = z.enum(LANGUAGE_CODES);
export const Region = z.enum(REGIONS);
export const Sector = z.enum(GICS_SECTORS);
export const IndustryGroup = z.enum(GICS_INDUSTRY_GROUPS);
export const Industry = z.enum(GICS_INDUSTRIES);
export const SubIndustry = z.enum(GICS_SUB_INDUSTRIES);
export const IabTier3 = z.enum(IAB_TIER_3);
export const IabTier4 = z.enum(IAB_TIER_4);

export type Algorithm = z.infer<typeof Algorithm>;
export type Agent = z.infer<typeof Agent>;
export type FeedAlgorithm = z.infer<typeof FeedAlgorithm>;
export type BrandSafety = z.infer<typeof BrandSafety>;
export type Continent = z.infer<typeof Continent>;
export type CountryName = z.infer<typeof CountryName>;
export type IabTier1 = z.infer<typeof IabTier1>;
export type IabTier2 = z.infer<typeof IabTier2>;
export type Language = z.infer<typeof Language>;
export type Region = z.infer<typeof Region>;
export type Sector = z.infer<typeof Sector>;
export type IndustryGroup = z.infer<typeof IndustryGroup>;
export type Industry = z.infer<typeof Industry>;
export type SubIndustry = z.infer<typeof SubIndustry>;
export type IabTier3 = z.infer<typeof IabTier3>;
export type IabTier4 = z.infer<typeof IabTier4>;

/** The enum filters of a fast search request, by field name, for forms and tests. */
export const ENUM_FILTERS = {
  brand_safety: BrandSafety,
  language: Language,
  continent: Continent,
  region: Region,
  country: CountryName,
  sector: Sector,
  industry_group: IndustryGroup,
  industry: Industry,
  sub_industry: SubIndustry,
  iab_tier_1: IabTier1,
  iab_tier_2: IabTier2,
  iab_tier_3: IabTier3,
  iab_tier_4: IabTier4,
} as const;
export type EnumFilterField = keyof typeof ENUM_FILTERS;
