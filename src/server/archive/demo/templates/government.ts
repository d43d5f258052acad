// Enforcement notices of the demo world's regulator site: formal English,
// grouped under headings the way regulators publish their final notices.
import { pick, type Rng } from "../random";
import type { Section } from "./pages";

export interface NoticeFacts {
  regulator: string;
  acronym: string;
  company: string;
  legalName: string;
  amount: string;
  grossAmount: string;
  reasonKey: string;
  reason: string;
  date: string;
  startYear: number;
  endYear: number;
  director: string;
}

const FINDINGS: Record<string, string> = {
  market_abuse: "placed orders that gave a false or misleading impression of supply and demand in its own shares and in related contracts",
  price_fixing: "agreed prices with competitors and exchanged commercially sensitive information about future pricing",
  misleading_ads: "made claims in its advertising and on its website that it could not substantiate",
  data_protection: "failed to protect customer data adequately and did not report a security incident within the required time",
  safety: "failed to maintain adequate safety procedures and training at several of its sites",
  environment: "repeatedly exceeded the limits set in its environmental permits and failed to report the exceedances",
  reporting: "published financial information that was materially inaccurate and lacked the controls needed to detect the errors",
};

export function noticeTitle(f: NoticeFacts, rng: Rng): string {
  return pick(rng, [
    `Final Notice: ${f.company} fined ${f.amount} for ${f.reason}`,
    `${f.acronym} fines ${f.company} ${f.amount} over ${f.reason}`,
    `${f.company}: penalty of ${f.amount} for ${f.reason}`,
  ]);
}

export function noticeSections(f: NoticeFacts): Section[] {
  return [
    {
      heading: "Summary",
      paragraphs: [
        `The ${f.regulator} (${f.acronym}) has imposed a financial penalty of ${f.amount} on ${f.legalName} ("${f.company}") for ${f.reason}. The decision was issued on ${f.date}.`,
      ],
    },
    {
      heading: "Findings",
      paragraphs: [
        `The ${f.acronym} found that, between ${f.startYear} and ${f.endYear}, ${f.company} ${FINDINGS[f.reasonKey] ?? "breached the rules that apply to it"}.`,
        `These failings exposed customers and other market participants to a risk of harm. The ${f.acronym} took into account that ${f.company} did not profit deliberately from the breaches, but that senior management had been warned about weaknesses in its controls.`,
      ],
    },
    {
      heading: "Penalty",
      paragraphs: [
        `The penalty of ${f.amount} reflects the seriousness of the breaches and the size of the firm. ${f.company} agreed to settle at an early stage and therefore qualified for a 30% discount; without the discount the penalty would have been ${f.grossAmount}.`,
        `${f.director}, Director of Enforcement at the ${f.acronym}, said: "Firms must have controls that match the risks they run. Where they fall short, we will act, whatever the size of the firm."`,
      ],
    },
    {
      heading: "Next steps",
      paragraphs: [
        `${f.company} has 28 days to pay the penalty. It must also appoint an independent reviewer and report to the ${f.acronym} on the changes it has made within twelve months.`,
      ],
    },
  ];
}
