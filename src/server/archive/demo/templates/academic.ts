// Research articles of the demo world's journal: an abstract, numbered
// sections and references, all about the fictional companies and sectors.
import { intBetween, pick, sample, type Rng } from "../random";
import type { Section } from "./pages";

export interface PaperFacts {
  sector: string;
  sectorPlural: string;
  firms: string[];
  yearFrom: number;
  yearTo: number;
  panelSize: number;
  cities: string[];
}

const THEMES = [
  {
    title: (f: PaperFacts) => `Network effects and consolidation among ${f.sectorPlural}: evidence from ${f.panelSize} firms`,
    question: "whether firms that sit at the centre of partnership networks are more likely to become acquirers",
    finding: "central firms are about a third more likely to announce an acquisition within two years",
    keywords: ["mergers and acquisitions", "inter-firm networks", "consolidation"],
  },
  {
    title: (f: PaperFacts) => `Supplier concentration and resilience in ${f.sector.toLowerCase()}: a panel study, ${f.yearFrom}–${f.yearTo}`,
    question: "how the concentration of a firm's suppliers affects its recovery after operational disruptions",
    finding: "firms with more concentrated supply bases take longer to restore output after a disruption",
    keywords: ["supply chains", "resilience", "operational risk"],
  },
  {
    title: (f: PaperFacts) => `Do partnerships substitute for acquisitions? Evidence from ${f.sectorPlural}`,
    question: "whether announced partnerships are followed by acquisitions between the same firms",
    finding: "roughly one partnership in eight is followed by an acquisition between the partners within five years",
    keywords: ["strategic alliances", "acquisitions", "event studies"],
  },
  {
    title: (f: PaperFacts) => `Regulatory penalties and disclosure quality among ${f.sectorPlural}`,
    question: "whether regulatory penalties change the quality of subsequent corporate disclosures",
    finding: "penalised firms publish longer and more specific disclosures for at least three years",
    keywords: ["enforcement", "disclosure", "corporate governance"],
  },
];

const SURNAMES = ["Alder", "Brenwick", "Castellane", "Dorfmann", "Esquivel", "Fairholm", "Galvani", "Hartsel", "Iverholt", "Jarnefelt", "Kestrane", "Lindqvar", "Marvelle", "Nordane", "Orsolini", "Pellham"];
const JOURNALS = ["Review of Demo Economics", "Journal of Imagined Markets", "Applied Firm Studies (fictional)", "Annals of Invented Industry"];

export interface Paper {
  title: string;
  abstract: string;
  keywords: string[];
  sections: Section[];
  references: string[];
  affiliations: string[];
}

export function writePaper(f: PaperFacts, rng: Rng): Paper {
  const theme = pick(rng, THEMES);
  const [a = "", b2 = a, c = b2] = f.firms;
  const abstract =
    `This study examines ${theme.question}. Using a panel of ${f.panelSize} ${f.sectorPlural} observed between ${f.yearFrom} and ${f.yearTo}, ` +
    `including ${a}, ${b2} and ${c}, we find that ${theme.finding}. The results are robust to alternative definitions of the sample and suggest that managers and regulators should pay closer attention to the structure of inter-firm relationships.`;
  const sections: Section[] = [
    {
      heading: "1. Introduction",
      paragraphs: [
        `Over the past decade ${f.sectorPlural} have reorganised their operations through partnerships, supply agreements and acquisitions. Yet little is known about ${theme.question}.`,
        `We address this gap with hand-collected data on announcements by ${f.panelSize} firms. Cases such as ${a} and ${b2} illustrate how quickly the structure of a sector can change.`,
      ],
    },
    {
      heading: "2. Data and method",
      paragraphs: [
        `Our sample combines company announcements, regulatory filings and news reports published between ${f.yearFrom} and ${f.yearTo}. Each announcement is coded by type, counterparty and date.`,
        `We estimate fixed-effects models at the firm-year level and compare firms before and after each announcement, controlling for size, leverage and country.`,
      ],
    },
    {
      heading: "3. Results",
      paragraphs: [
        `The main estimates show that ${theme.finding}. The effect is strongest for firms headquartered in ${pick(rng, f.cities)} and weakest for the smallest firms in the panel.`,
        `${c} is a typical example: its announcements cluster in the quarters that follow a change of leadership, a pattern we observe across the sample.`,
      ],
    },
    {
      heading: "4. Discussion",
      paragraphs: [`The findings are consistent with the view that relationships between firms carry information that markets price only slowly. They also caution against reading single announcements in isolation.`],
    },
    {
      heading: "5. Conclusion",
      paragraphs: [`Future work could extend the analysis to other sectors and to the role of regulators, whose decisions often follow the patterns documented here.`],
    },
  ];
  const references = sample(rng, SURNAMES, intBetween(rng, 4, 7)).map((name, i) => {
    const year = intBetween(rng, 2004, f.yearTo);
    return `${name}, ${String.fromCharCode(65 + ((i * 7) % 26))}. (${year}). ${pick(rng, ["Firm networks", "Supply shocks", "Alliance dynamics", "Enforcement and disclosure"])} ${pick(rng, ["revisited", "in practice", "and performance", "over time"])}. ${pick(rng, JOURNALS)}, ${intBetween(rng, 3, 40)}(${intBetween(rng, 1, 4)}), ${intBetween(rng, 1, 200)}–${intBetween(rng, 201, 400)}.`;
  });
  const affiliations = f.cities.slice(0, 3).map((city) => `${pick(rng, ["School of Management", "Department of Economics", "Institute for Industrial Studies"])}, University of ${city}`);
  return { title: theme.title(f), abstract, keywords: [f.sector, ...theme.keywords], sections, references, affiliations };
}
