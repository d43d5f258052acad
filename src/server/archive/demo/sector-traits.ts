// What kind of news each GICS sector makes: its products, its sites, the fines
// and accidents it is prone to. Keys are the language packs' phrase keys.

export const SECTOR_WEIGHTS: Record<string, number> = {
  "Information Technology": 1.3,
  Financials: 1.2,
  Industrials: 1.2,
  "Health Care": 1.1,
  "Consumer Discretionary": 1.1,
  "Consumer Staples": 0.9,
  Energy: 0.8,
  Materials: 0.8,
  "Communication Services": 0.8,
  Utilities: 0.6,
  "Real Estate": 0.6,
};

export const PRODUCT_CATEGORIES: Record<string, string[]> = {
  "Information Technology": ["chips", "software", "cloud"],
  "Health Care": ["drug", "device", "diagnostic"],
  Financials: ["banking_app", "insurance", "fund"],
  Energy: ["fuel", "lng", "drilling"],
  Materials: ["chemicals", "steel", "packaging"],
  Industrials: ["machinery", "aircraft_parts", "rail"],
  "Consumer Discretionary": ["car", "apparel", "appliance"],
  "Consumer Staples": ["snack", "beverage", "cosmetics"],
  "Communication Services": ["streaming", "mobile_plan", "game"],
  Utilities: ["green_tariff", "smart_meter", "grid_storage"],
  "Real Estate": ["office_space", "housing", "logistics_park"],
};

/** Categories that fit the company's industry, not just its sector (a carmaker launches cars). */
export function productCategoriesFor(sector: string, industryGroup: string): string[] {
  const byGroup: Record<string, string[]> = {
    "Semiconductors & Semiconductor Equipment": ["chips"],
    "Software & Services": ["software", "cloud"],
    "Technology Hardware & Equipment": ["chips", "software"],
    "Pharmaceuticals, Biotechnology & Life Sciences": ["drug", "diagnostic"],
    "Health Care Equipment & Services": ["device", "diagnostic"],
    Banks: ["banking_app"],
    Insurance: ["insurance"],
    "Financial Services": ["fund", "banking_app"],
    "Automobiles & Components": ["car"],
    "Consumer Durables & Apparel": ["apparel", "appliance"],
    "Consumer Services": ["apparel"],
    "Consumer Discretionary Distribution & Retail": ["apparel", "appliance"],
    "Food, Beverage & Tobacco": ["snack", "beverage"],
    "Personal Care Products": ["cosmetics"],
    "Household & Personal Products": ["cosmetics"],
    "Consumer Staples Distribution & Retail": ["snack"],
    "Telecommunication Services": ["mobile_plan"],
    "Media & Entertainment": ["streaming", "game"],
    "Real Estate Management & Development": ["housing"],
  };
  return byGroup[industryGroup] ?? PRODUCT_CATEGORIES[sector] ?? ["software"];
}

export const FACILITY_KINDS: Record<string, string[]> = {
  "Information Technology": ["datacentre", "lab", "office"],
  "Health Care": ["lab", "plant"],
  Financials: ["office"],
  Energy: ["plant"],
  Materials: ["plant"],
  Industrials: ["plant", "warehouse"],
  "Consumer Discretionary": ["store", "plant", "warehouse"],
  "Consumer Staples": ["plant", "warehouse"],
  "Communication Services": ["datacentre", "office"],
  Utilities: ["plant"],
  "Real Estate": ["office"],
};

export const FINE_REASONS: Record<string, string[]> = {
  "Information Technology": ["data_protection", "misleading_ads", "price_fixing"],
  "Health Care": ["safety", "misleading_ads", "reporting"],
  Financials: ["market_abuse", "reporting", "data_protection"],
  Energy: ["environment", "safety", "market_abuse"],
  Materials: ["environment", "safety", "price_fixing"],
  Industrials: ["safety", "environment", "price_fixing"],
  "Consumer Discretionary": ["misleading_ads", "price_fixing", "safety"],
  "Consumer Staples": ["price_fixing", "misleading_ads", "safety"],
  "Communication Services": ["data_protection", "misleading_ads"],
  Utilities: ["environment", "market_abuse"],
  "Real Estate": ["reporting", "misleading_ads"],
};

export const INCIDENT_KINDS: Record<string, string[]> = {
  Energy: ["explosion", "fire"],
  Materials: ["explosion", "fire", "collapse"],
  Utilities: ["explosion", "fire"],
  Industrials: ["fire", "collapse", "explosion"],
  "Consumer Discretionary": ["robbery", "assault", "fire"],
  "Consumer Staples": ["fire", "robbery"],
  "Real Estate": ["collapse", "fire"],
};

export const RECALL_REASONS: Record<string, string[]> = {
  car: ["brakes", "software"],
  appliance: ["overheating"],
  device: ["software", "overheating"],
  drug: ["contamination", "labelling"],
  diagnostic: ["labelling", "software"],
  snack: ["contamination", "labelling"],
  beverage: ["contamination", "labelling"],
  cosmetics: ["labelling", "contamination"],
  chips: ["overheating"],
  apparel: ["labelling"],
  smart_meter: ["overheating", "software"],
  grid_storage: ["overheating"],
};

/** Sectors whose customers are consumers or patients: the ones that recall products. */
export const RECALL_SECTORS = new Set(["Consumer Discretionary", "Consumer Staples", "Health Care", "Information Technology", "Utilities"]);
export const BREACH_SECTORS = new Set(["Information Technology", "Financials", "Communication Services", "Health Care", "Consumer Discretionary"]);
export const SUPPLIER_SECTORS = new Set(["Materials", "Industrials", "Information Technology", "Energy", "Utilities"]);

export const PARTNERSHIP_AREAS = ["research", "distribution", "cloud", "joint_venture", "sustainability"];
export const LAWSUIT_MATTERS = ["patent", "contract", "antitrust", "trade_secrets"];
export const FRAUD_KINDS = ["accounting", "embezzlement", "insider"];
