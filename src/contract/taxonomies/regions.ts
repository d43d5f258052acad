// The UN M49 sub-regions (the Region enum the interface leaves to the
// standard), each with its M49 region.

export const M49_REGIONS = ["Africa", "Americas", "Asia", "Europe", "Oceania"] as const;
export type M49Region = (typeof M49_REGIONS)[number];

export const REGIONS = [
  "Northern Africa",
  "Sub-Saharan Africa",
  "Latin America and the Caribbean",
  "Northern America",
  "Central Asia",
  "Eastern Asia",
  "South-eastern Asia",
  "Southern Asia",
  "Western Asia",
  "Eastern Europe",
  "Northern Europe",
  "Southern Europe",
  "Western Europe",
  "Australia and New Zealand",
  "Melanesia",
  "Micronesia",
  "Polynesia",
] as const;
export type RegionName = (typeof REGIONS)[number];

export const REGION_PARENT: Record<RegionName, M49Region> = {
  "Northern Africa": "Africa",
  "Sub-Saharan Africa": "Africa",
  "Latin America and the Caribbean": "Americas",
  "Northern America": "Americas",
  "Central Asia": "Asia",
  "Eastern Asia": "Asia",
  "South-eastern Asia": "Asia",
  "Southern Asia": "Asia",
  "Western Asia": "Asia",
  "Eastern Europe": "Europe",
  "Northern Europe": "Europe",
  "Southern Europe": "Europe",
  "Western Europe": "Europe",
  "Australia and New Zealand": "Oceania",
  Melanesia: "Oceania",
  Micronesia: "Oceania",
  Polynesia: "Oceania",
};
