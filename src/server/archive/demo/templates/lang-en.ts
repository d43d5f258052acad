// English: the widest set of variants, since most outlets of the demo world write in it.
import type { EventType } from "../types";
import { capitalise } from "./grammar";
import type { EventTemplates, LanguagePack } from "./language-pack";
import { formatGroupedNumber, scaleMoney } from "./numbers";

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

const events: Record<EventType, EventTemplates> = {
  acquisition: {
    headlines: [
      (f) => `${f.subject} to buy ${f.object} for ${f.amount}`,
      (f) => `${f.subjectShort} agrees ${f.amount} takeover of ${f.objectShort}`,
      (f) => `${f.subject} strikes deal for ${f.object}`,
    ],
    leads: [
      (f) => `${f.subject} has agreed to acquire ${f.object}, ${f.objectDesc} based in ${f.objectCity}, in a deal valued at ${f.amount}, the companies said on ${f.date}.`,
      (f) => `${f.subject}, ${f.subjectDesc} headquartered in ${f.subjectCity}, said on ${f.date} it would buy ${f.object} for ${f.amount} in cash and shares.`,
    ],
    details: [
      (f) => `The purchase gives ${f.subjectShort} control of ${f.objectShort}'s operations in ${f.objectCountry} and is expected to close within nine months, subject to regulatory approval.`,
      (f) => `Both boards have approved the transaction. ${f.objectShort} shareholders will be asked to vote on the offer at a meeting later in ${f.year}.`,
      (f) => `People familiar with the talks said ${f.subjectShort} had been studying a bid for ${f.objectShort} for more than a year before making its approach.`,
    ],
    quotes: [
      () => `Bringing our two teams together gives us the scale to compete for the largest customers`,
      (f) => `${f.objectShort} is a business we have admired for a long time, and this is the right moment to bring it into the group`,
    ],
    recap: (f) => `agreed to buy ${f.object} for ${f.amount}`,
  },
  investment: {
    headlines: [
      (f) => `${f.subject} invests ${f.amount} in ${f.object}`,
      (f) => `${f.subjectShort} takes ${f.stake} stake in ${f.objectShort}`,
    ],
    leads: [
      (f) => `${f.subject} has invested ${f.amount} in ${f.object}, taking a stake of about ${f.stake}, the two companies announced on ${f.date}.`,
      (f) => `${f.object}, ${f.objectDesc} from ${f.objectCity}, has raised ${f.amount} from ${f.subject}, which will hold roughly ${f.stake} of its shares.`,
    ],
    details: [
      (f) => `The money will be used to expand ${f.objectShort}'s engineering team and to enter new markets outside ${f.objectCountry}.`,
      (f) => `As part of the agreement, ${f.subjectShort} will nominate one member of ${f.objectShort}'s board.`,
    ],
    quotes: [
      () => `This investment lets us move faster on the products our customers have been asking for`,
      (f) => `We see ${f.objectShort} as a long-term partner, not a short-term bet`,
    ],
    recap: (f) => `invested ${f.amount} in ${f.object}`,
  },
  partnership: {
    headlines: [
      (f) => `${f.subject} and ${f.object} form partnership`,
      (f) => `${f.subjectShort} teams up with ${f.objectShort} ${f.area}`,
    ],
    leads: [
      (f) => `${f.subject} and ${f.object} announced on ${f.date} a ${f.years}-year partnership ${f.area}.`,
      (f) => `${f.subject}, ${f.subjectDesc}, said on ${f.date} it had signed an agreement with ${f.object} to work together ${f.area}.`,
    ],
    details: [
      (f) => `The companies did not disclose the financial terms. Teams from ${f.subjectCity} and ${f.objectCity} will share staff and facilities during the first phase.`,
      (f) => `The agreement covers customers in ${f.subjectCountry} and ${f.objectCountry} and may be extended to other markets.`,
    ],
    quotes: [
      () => `Neither of us could do this as well on our own`,
      (f) => `Working with ${f.objectShort} gives our customers a broader offer from day one`,
    ],
    recap: (f) => `signed a partnership with ${f.object}`,
  },
  lawsuit: {
    headlines: [
      (f) => `${f.subject} sues ${f.object} over ${f.matter}`,
      (f) => `${f.subjectShort} takes ${f.objectShort} to court, seeking ${f.amount}`,
    ],
    leads: [
      (f) => `${f.subject} has filed a lawsuit against ${f.object} alleging ${f.matter}, according to court papers filed in ${f.place} on ${f.date}.`,
      (f) => `${f.subject} is seeking ${f.amount} in damages from ${f.object}, accusing its rival of ${f.matter} in a complaint lodged on ${f.date}.`,
    ],
    details: [
      (f) => `The complaint asks the court to award ${f.amount} and to stop ${f.objectShort} from selling the products at issue while the case is heard.`,
      (f) => `${f.objectShort} said it would defend itself vigorously and called the claims without merit.`,
    ],
    quotes: [
      () => `We have tried to resolve this privately for months; we were left with no other option`,
      () => `We protect our work and we will continue to do so`,
    ],
    recap: (f) => `sued ${f.object} over ${f.matter}`,
  },
  supply_deal: {
    headlines: [
      (f) => `${f.subject} wins ${f.amount} contract to supply ${f.object}`,
      (f) => `${f.objectShort} picks ${f.subjectShort} as supplier of ${f.category}`,
    ],
    leads: [
      (f) => `${f.subject} will supply ${f.category} to ${f.object} under a ${f.years}-year contract worth about ${f.amount}, the companies said on ${f.date}.`,
      (f) => `${capitalise(f.object)} has chosen ${f.subject}, ${f.subjectDesc}, to supply ${f.category} for its operations in ${f.objectCountry}, in a deal valued at ${f.amount}.`,
    ],
    details: [
      (f) => `Deliveries are due to start next quarter from ${f.subjectShort}'s sites near ${f.subjectCity}.`,
      (f) => `The contract makes ${f.objectShort} one of ${f.subjectShort}'s five largest customers.`,
    ],
    quotes: [
      () => `Reliable supply is what this agreement is about`,
      () => `We have added capacity precisely for contracts like this one`,
    ],
    recap: (f) => `signed a ${f.amount} supply contract with ${f.object}`,
  },
  executive_appointment: {
    headlines: [
      (f) => `${f.subject} names ${f.person} as ${f.role}`,
      (f) => `${f.subjectShort} appoints new ${f.role}`,
    ],
    leads: [
      (f) => `${f.subject} has appointed ${f.person} as ${f.role}, the company said on ${f.date}${f.predecessor ? `, replacing ${f.predecessor}` : ""}.`,
      (f) => `${f.person} will become ${f.role} of ${f.subject}, ${f.subjectDesc}, ${f.previousOrg ? `moving from ${f.previousOrg}` : "after a search that lasted several months"}, the company announced on ${f.date}.`,
    ],
    details: [
      (f) => `${f.personShort} ${f.previousOrg ? `previously held senior roles at ${f.previousOrg}` : "has worked at the company for more than a decade"} and will report to the board.`,
      (f) => `The appointment takes effect next month. ${f.predecessor ? `${f.predecessor} will stay on as an adviser until the end of the year.` : "The role had been filled on an interim basis."}`,
    ],
    quotes: [
      (f) => `${f.personShort} brings exactly the experience we need for the next stage of our growth`,
      (f) => `We are delighted that ${f.personShort} is joining a team with such a strong record`,
    ],
    recap: (f) => `named ${f.person} as ${f.role}`,
  },
  executive_departure: {
    headlines: [
      (f) => `${f.subject} ${f.role} ${f.person} to step down`,
      (f) => `${f.person} leaves ${f.subjectShort} after ${f.tenure} years`,
    ],
    leads: [
      (f) => `${f.person}, ${f.role} of ${f.subject}, will step down after ${f.tenure} years in the post, the company said on ${f.date}.`,
      (f) => `${f.subject} said on ${f.date} that its ${f.role}, ${f.person}, had resigned with immediate effect.`,
    ],
    details: [
      (f) => `The board has started a search for a successor and will consider candidates from inside and outside ${f.subjectShort}.`,
      () => `The company gave no reason for the departure.`,
    ],
    quotes: [
      () => `It has been a privilege to lead this company, and the time is right for a new chapter`,
    ],
    recap: (f) => `announced the departure of ${f.person} as ${f.role}`,
  },
  earnings: {
    headlines: [
      (f) => `${f.subject} ${f.quarter} revenue ${f.up ? "rises" : "falls"} ${f.change}`,
      (f) => `${f.subjectShort} ${f.profit ? "posts profit" : "swings to loss"} as sales ${f.up ? "grow" : "slip"}`,
      (f) => `${f.subject} results: revenue of ${f.revenue} in ${f.quarter}`,
    ],
    leads: [
      (f) => `${f.subject} reported ${f.quarter} revenue of ${f.revenue} on ${f.date}, ${f.up ? "up" : "down"} ${f.change} from a year earlier, and a net ${f.profit ? "profit" : "loss"} of ${f.netIncome}.`,
      (f) => `${f.subject}, ${f.subjectDesc}, said ${f.quarter} sales ${f.up ? "rose" : "fell"} ${f.change} to ${f.revenue}, as ${f.up ? "demand held up in its main markets" : "customers delayed orders"}.`,
    ],
    details: [
      (f) => `Net ${f.profit ? "income" : "loss"} for the period was ${f.netIncome}. The company ${f.up ? "raised" : "kept"} its outlook for fiscal ${f.fiscalYear}.`,
      (f) => `Sales in ${f.subjectCountry}, its largest market, ${f.up ? "grew faster than" : "lagged"} the rest of the business.`,
      (f) => `Analysts had expected revenue of around ${f.revenue}; ${f.subjectShort}'s shares ${f.up ? "rose" : "fell"} in early trading after the figures.`,
    ],
    quotes: [
      (f) => `${f.up ? "Our teams delivered a strong quarter" : "This was a difficult quarter, and we are acting on costs"}`,
      () => `We remain focused on cash generation and on the markets where we lead`,
    ],
    recap: (f) => `reported ${f.quarter} revenue of ${f.revenue}`,
  },
  product_launch: {
    headlines: [
      (f) => `${f.subject} launches ${f.product}`,
      (f) => `${f.subjectShort} unveils ${f.product}, its new ${f.category}`,
    ],
    leads: [
      (f) => `${f.subject} launched ${f.product}, a new ${f.category}, on ${f.date}, aiming to win customers in ${f.subjectCountry} and abroad.`,
      (f) => `${f.subject}, ${f.subjectDesc}, has unveiled ${f.product}, which it describes as its most ambitious ${f.category} to date.`,
    ],
    details: [
      (f) => `${f.product} will be available first in ${f.subjectCountry}, with other markets to follow over the coming months.`,
      (f) => `The company said ${f.product} had been in development for three years and tested with a small group of customers.`,
    ],
    quotes: [
      (f) => `${f.product} is the result of years of listening to what our customers actually need`,
      () => `We built this to be simpler, cheaper to run and easier to maintain`,
    ],
    recap: (f) => `launched ${f.product}`,
  },
  regulatory_fine: {
    headlines: [
      (f) => `${f.subject} fined ${f.amount} by ${f.object}`,
      (f) => `Regulator fines ${f.subjectShort} over ${f.reason}`,
    ],
    leads: [
      (f) => `${capitalise(f.object)} has fined ${f.subject} ${f.amount} for ${f.reason}, the regulator said on ${f.date}.`,
      (f) => `${f.subject} must pay ${f.amount} after ${f.object} found it responsible for ${f.reason}, according to a decision published on ${f.date}.`,
    ],
    details: [
      (f) => `The regulator said the breaches took place over several years and that ${f.subjectShort} had cooperated with the investigation, which reduced the penalty.`,
      (f) => `${f.subjectShort} said it accepted the findings and had already changed its procedures.`,
    ],
    quotes: [
      () => `Rules exist to protect customers, and companies of every size must follow them`,
      () => `We take this seriously and have strengthened our controls`,
    ],
    recap: (f) => `was fined ${f.amount} by ${f.object} for ${f.reason}`,
  },
  layoffs: {
    headlines: [
      (f) => `${f.subject} to cut ${f.headcount} jobs`,
      (f) => `${f.subjectShort} announces layoffs affecting ${f.workforce} of staff`,
    ],
    leads: [
      (f) => `${f.subject} plans to cut about ${f.headcount} jobs, roughly ${f.workforce} of its workforce, the company said on ${f.date}.`,
      (f) => `${f.subject}, ${f.subjectDesc}, will lay off ${f.headcount} employees, many of them at its site in ${f.place}, as it tries to reduce costs.`,
    ],
    details: [
      (f) => `Most of the cuts will fall in ${f.place} and in administrative roles. The company expects to book a restructuring charge in the current quarter.`,
      () => `Unions said they would seek talks with management about the plan.`,
    ],
    quotes: [
      () => `These are painful decisions, and we will support every colleague who is affected`,
    ],
    recap: (f) => `announced ${f.headcount} job cuts`,
  },
  facility_opening: {
    headlines: [
      (f) => `${f.subject} opens new ${f.facility} in ${f.place}`,
      (f) => `${f.subjectShort} to invest ${f.amount} in ${f.place} ${f.facility}`,
    ],
    leads: [
      (f) => `${f.subject} opened a new ${f.facility} in ${f.place}, ${f.placeCountry}, on ${f.date}, an investment of ${f.amount} that will create about ${f.jobs} jobs.`,
      (f) => `${f.subject} will spend ${f.amount} on a ${f.facility} in ${f.place}, it said on ${f.date}, its first large site in ${f.placeCountry}.`,
    ],
    details: [
      (f) => `Local officials in ${f.place} welcomed the project, which they said would bring about ${f.jobs} permanent jobs to the area.`,
      () => `Construction took about eighteen months; the site is due to reach full capacity next year.`,
    ],
    quotes: [
      (f) => `${f.place} gives us the skills and the location we were looking for`,
    ],
    recap: (f) => `opened a ${f.facility} in ${f.place}`,
  },
  product_recall: {
    headlines: [
      (f) => `${f.subject} recalls ${f.units} ${f.product} units`,
      (f) => `${f.subjectShort} recall: ${f.product} pulled over ${f.reason}`,
    ],
    leads: [
      (f) => `${f.subject} is recalling about ${f.units} units of ${f.product} because of ${f.reason}, the company said on ${f.date}.`,
      (f) => `Customers who bought ${f.product} from ${f.subject} have been asked to stop using it after the company found ${f.reason}.`,
    ],
    details: [
      (f) => `${f.subjectShort} said it was not aware of any serious injuries and would replace or refund the affected units free of charge.`,
      () => `The recall covers units sold over the past two years.`,
    ],
    quotes: [
      () => `The safety of our customers comes first, which is why we are acting now`,
    ],
    recap: (f) => `recalled ${f.units} units of ${f.product}`,
  },
  rebrand: {
    headlines: [
      (f) => `${f.formerName} renames itself ${f.subject}`,
      (f) => `${f.formerName} becomes ${f.subject}`,
    ],
    leads: [
      (f) => `${f.formerName} will now be known as ${f.subject}, the company announced on ${f.date}, saying the new name better reflects its business.`,
      (f) => `The company formerly known as ${f.formerName} has changed its name to ${f.subject}, effective ${f.date}.`,
    ],
    details: [
      (f) => `${f.ticker ? `Its shares will keep trading under the ticker ${f.ticker}.` : "Its legal structure and ownership are unchanged."} The old brand will be phased out over the coming year.`,
    ],
    quotes: [
      () => `Our new name says what we do today, not what we did twenty years ago`,
    ],
    recap: (f) => `changed its name from ${f.formerName}`,
  },
  ipo: {
    headlines: [
      (f) => `${f.subject} raises ${f.amount} in stock market debut`,
      (f) => `${f.subjectShort} shares start trading on ${f.exchange}`,
    ],
    leads: [
      (f) => `${f.subject} began trading on ${f.exchange} on ${f.date} under the ticker ${f.ticker}, after raising ${f.amount} in its initial public offering.`,
      (f) => `${f.subject}, ${f.subjectDesc}, raised ${f.amount} in a listing on ${f.exchange}, one of the larger flotations in ${f.subjectCountry} this year.`,
    ],
    details: [
      () => `The shares were priced at the top of the indicated range after strong demand from institutional investors.`,
      (f) => `The proceeds will fund expansion and repay debt, ${f.subjectShort} said in its prospectus.`,
    ],
    quotes: [
      () => `Today is the start of a new chapter for our employees and our customers`,
    ],
    recap: (f) => `listed its shares on ${f.exchange}`,
  },
  site_incident: {
    headlines: [
      (f) => `${f.injuredCount + f.fatalityCount > 0 ? `${f.fatalityCount > 0 ? `${f.fatalities} killed` : `${f.injured} hurt`} in` : "Investigation after"} ${f.incident} at ${f.subjectShort} site in ${f.place}`,
      (f) => `${f.incident.charAt(0).toUpperCase() + f.incident.slice(1)} at ${f.subject} site in ${f.place}`,
    ],
    leads: [
      (f) => `${f.incident.charAt(0).toUpperCase() + f.incident.slice(1)} at a ${f.subject} site in ${f.place} on ${f.date} ${f.fatalityCount > 0 ? `killed ${f.fatalities} people and injured ${f.injured}` : `injured ${f.injured} people`}, emergency services said.`,
      (f) => `Police and fire crews were called to ${f.subject}'s site in ${f.place}, ${f.placeCountry}, on ${f.date} after ${f.incident}; ${f.fatalityCount > 0 ? `${f.fatalities} workers died and ${f.injured} were taken to hospital` : `${f.injured} people were treated for injuries`}.`,
    ],
    details: [
      (f) => `The site was evacuated and operations were suspended while investigators examine the cause. ${f.subjectShort} said it was cooperating fully with the authorities.`,
      () => `Witnesses described a scene of confusion as the area was sealed off. Prosecutors have opened an inquiry.`,
    ],
    quotes: [
      () => `Our thoughts are with the people affected and their families`,
    ],
    recap: (f) => `was hit by ${f.incident} at its site in ${f.place}`,
  },
  fraud_charge: {
    headlines: [
      (f) => `Former ${f.subjectShort} executive ${f.person} charged with ${f.fraud}`,
      (f) => `${f.subject} fraud case: ${f.person} to stand trial`,
    ],
    leads: [
      (f) => `Prosecutors in ${f.place} have charged ${f.person}, a former ${f.role} of ${f.subject}, with ${f.fraud} involving about ${f.amount}, according to an indictment made public on ${f.date}.`,
      (f) => `${f.person}, who served as ${f.role} of ${f.subject}, will stand trial on charges of ${f.fraud}, a court in ${f.place} ruled on ${f.date}.`,
    ],
    details: [
      (f) => `Investigators allege that ${f.personShort} concealed losses and moved money through shell companies over several years. ${f.personShort} denies wrongdoing.`,
      (f) => `If convicted, ${f.personShort} faces a prison sentence and heavy fines. ${f.subjectShort} said it had cooperated with investigators and was itself a victim.`,
    ],
    quotes: [
      () => `The company has cooperated fully and will continue to do so`,
    ],
    recap: (f) => `saw its former ${f.role} ${f.person} charged with ${f.fraud}`,
  },
  data_breach: {
    headlines: [
      (f) => `${f.subject} says hackers stole data of ${f.records} customers`,
      (f) => `Data breach at ${f.subjectShort} exposes ${f.records} records`,
    ],
    leads: [
      (f) => `${f.subject} said on ${f.date} that attackers had gained access to its systems and copied personal data belonging to about ${f.records} customers.`,
      (f) => `Hackers broke into ${f.subject}'s network and took names, addresses and account details of ${f.records} customers, the company disclosed on ${f.date}.`,
    ],
    details: [
      () => `The company said payment card numbers were not affected and that it had informed data-protection authorities.`,
      () => `Security researchers said the attack appeared to have begun weeks before it was detected.`,
    ],
    quotes: [
      () => `We apologise to our customers and are contacting everyone who was affected`,
    ],
    recap: (f) => `disclosed a data breach affecting ${f.records} customers`,
  },
};

export const english: LanguagePack = {
  code: "en",
  months: MONTHS,
  weekdays: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
  longDate: (y, m, d) => `${d} ${MONTHS[m - 1]} ${y}`,
  numericDate: (y, m, d) => `${String(d).padStart(2, "0")}/${String(m).padStart(2, "0")}/${y}`,
  money: (amount) => {
    const symbol: Record<string, string> = { USD: "$", GBP: "£", EUR: "€", JPY: "¥" };
    const { value, unit } = scaleMoney(amount.value, { billion: "billion", million: "million" });
    const prefix = symbol[amount.currency];
    return prefix ? `${prefix}${value}${unit ? ` ${unit}` : ""}` : `${value}${unit ? ` ${unit}` : ""} ${amount.currency}`;
  },
  count: (value) => formatGroupedNumber(value, ",", "."),
  percent: (value) => `${value}%`,
  relativeDates: ["last week", "earlier this month", "a few days ago", "on Tuesday", "recently", "this week"],
  countries: {},
  sectorNoun: {
    "Information Technology": ["a technology company", "a software group", "a chipmaker"],
    "Health Care": ["a drugmaker", "a medical technology company", "a healthcare group"],
    Financials: ["a lender", "an insurer", "an asset manager"],
    Energy: ["an energy group", "an oil and gas producer", "a fuel supplier"],
    Materials: ["a chemicals maker", "a mining company", "a materials group"],
    Industrials: ["an engineering group", "a machinery maker", "a logistics company"],
    "Consumer Discretionary": ["a retailer", "a carmaker", "a consumer goods company"],
    "Consumer Staples": ["a food producer", "a beverage maker", "a household goods company"],
    "Communication Services": ["a telecoms operator", "a media group", "a games publisher"],
    Utilities: ["a utility", "a power company", "a water supplier"],
    "Real Estate": ["a property group", "a real estate investor", "a property developer"],
  },
  sectorPlural: {
    "Information Technology": "technology companies",
    "Health Care": "healthcare companies",
    Financials: "banks and insurers",
    Energy: "energy producers",
    Materials: "materials producers",
    Industrials: "industrial groups",
    "Consumer Discretionary": "consumer companies",
    "Consumer Staples": "food and household goods makers",
    "Communication Services": "telecoms and media companies",
    Utilities: "utilities",
    "Real Estate": "property companies",
  },
  role: (role) =>
    ({ ceo: "chief executive", cfo: "chief financial officer", coo: "chief operating officer", cto: "chief technology officer", chair: "chair" })[role],
  quarter: (q) => ["first quarter", "second quarter", "third quarter", "fourth quarter"][q - 1] as string,
  phrases: {
    "fine.market_abuse": "market abuse",
    "fine.price_fixing": "price fixing",
    "fine.misleading_ads": "misleading advertising",
    "fine.data_protection": "breaches of data-protection rules",
    "fine.safety": "safety violations",
    "fine.environment": "environmental breaches",
    "fine.reporting": "failures in its financial reporting",
    "suit.patent": "patent infringement",
    "suit.contract": "breach of contract",
    "suit.antitrust": "anticompetitive practices",
    "suit.trade_secrets": "theft of trade secrets", "suit.misleading_investors": "misleading investors",
    "recall.overheating": "a risk of overheating",
    "recall.contamination": "possible contamination",
    "recall.brakes": "a fault in the braking system",
    "recall.labelling": "a labelling error",
    "recall.software": "a software fault",
    "incident.explosion": "an explosion",
    "incident.fire": "a fire",
    "incident.robbery": "an armed robbery",
    "incident.assault": "a violent attack",
    "incident.collapse": "a structural collapse",
    "area.research": "on research and development",
    "area.distribution": "on distribution",
    "area.cloud": "on cloud services",
    "area.joint_venture": "through a joint venture",
    "area.sustainability": "on cutting emissions",
    "fraud.accounting": "accounting fraud",
    "fraud.embezzlement": "embezzlement",
    "fraud.insider": "insider trading",
    "facility.plant": "plant",
    "facility.datacentre": "data centre",
    "facility.lab": "research laboratory",
    "facility.warehouse": "distribution centre",
    "facility.office": "regional headquarters",
    "facility.store": "flagship store",
    "cat.chips": "processor chip",
    "cat.software": "software platform",
    "cat.cloud": "cloud service",
    "cat.drug": "treatment",
    "cat.device": "medical device",
    "cat.diagnostic": "diagnostic test",
    "cat.banking_app": "banking app",
    "cat.insurance": "insurance policy",
    "cat.fund": "investment fund",
    "cat.fuel": "low-carbon fuel",
    "cat.lng": "liquefied natural gas",
    "cat.drilling": "drilling service",
    "cat.chemicals": "specialty chemicals",
    "cat.steel": "steel products",
    "cat.packaging": "packaging material",
    "cat.machinery": "industrial machinery",
    "cat.aircraft_parts": "aircraft components",
    "cat.rail": "rail equipment",
    "cat.car": "electric car",
    "cat.apparel": "clothing line",
    "cat.appliance": "home appliance",
    "cat.snack": "snack range",
    "cat.beverage": "soft drink",
    "cat.cosmetics": "skincare range",
    "cat.streaming": "streaming service",
    "cat.mobile_plan": "mobile plan",
    "cat.game": "video game",
    "cat.green_tariff": "renewable electricity tariff",
    "cat.smart_meter": "smart meter",
    "cat.grid_storage": "battery storage system",
    "cat.office_space": "office complex",
    "cat.housing": "housing development",
    "cat.logistics_park": "logistics park",
    "goods.Information Technology": "chips and software",
    "goods.Health Care": "active ingredients and medical supplies",
    "goods.Financials": "payment services",
    "goods.Energy": "gas and fuel",
    "goods.Materials": "steel and chemicals",
    "goods.Industrials": "equipment and spare parts",
    "goods.Consumer Discretionary": "components and finished goods",
    "goods.Consumer Staples": "food ingredients",
    "goods.Communication Services": "network services and content",
    "goods.Utilities": "electricity",
    "goods.Real Estate": "warehouse space",
  },
  events,
  quote: (words, speaker, role, org, variant) =>
    variant % 3 === 0
      ? `“${words},” said ${speaker}, ${role} of ${org}.`
      : variant % 3 === 1
        ? `${speaker}, ${role} of ${org}, said: “${words}.”`
        : `“${words},” ${speaker}, ${org}'s ${role}, said in a statement.`,
  spokesperson: "a spokesperson",
  quoteAnonymous: (words, org, variant) => (variant % 2 === 0 ? `“${words},” a spokesperson for ${org} said.` : `A spokesperson for ${org} said: “${words}.”`),
  monthYear: (y, m) => `${MONTHS[m - 1]} ${y}`,
  followUpTitle: (headline) => `${headline}: what comes next`,
  followUpLeads: [
    (f) => `Questions are still being asked about ${f.subject}'s decision announced on ${f.date}, as investors, customers and competitors weigh what it means for them.`,
    (f) => `Days after the news from ${f.subject}, the reaction in ${f.subjectCountry} remains mixed.`,
    (f) => `The fallout from ${f.subject}'s announcement on ${f.date} continued this week, with analysts revising their forecasts.`,
  ],
  reaction: [
    (f) => `Shares in ${f.subjectShort} ${f.up ? "gained" : "lost"} ${f.change} in the two sessions after the announcement.`,
    (f) => `Analysts were divided. Some called the move overdue, while others questioned whether ${f.subjectShort} could deliver what it promised.`,
    (f) => `Competitors including ${f.others[0] ?? "several rivals"} declined to comment on the development.`,
  ],
  analysis: [
    (f) => `Analysts at ${f.others[0]} said the news did not change their long-term view of ${f.subjectShort}, though it added to the questions hanging over ${f.sectorPlural}.`,
    (f) => `In a note to clients, ${f.others[0]} said it would revisit its forecasts for ${f.subjectShort} after the next set of results, pointing to costs and demand as the figures to watch.`,
    (f) => `According to estimates by ${f.others[0]}, ${f.subjectShort} earns a large share of its profit in its home market, which leaves it exposed to any slowdown there.`,
  ],
  profileListed: [
    (f) => `${f.subject}, founded in ${f.year} and headquartered in ${f.subjectCity}, ${f.subjectCountry}, is listed on ${f.exchange} under the ticker ${f.ticker}.`,
    (f) => `${f.subjectShort}'s shares trade on ${f.exchange} (${f.ticker}). The company is based in ${f.subjectCity} and employs about ${f.headcount} people.`,
  ],
  profilePrivate: [
    (f) => `${f.subject} is privately held and based in ${f.subjectCity}, ${f.subjectCountry}. It employs about ${f.headcount} people.`,
    (f) => `Founded in ${f.year}, ${f.subjectShort} is an unlisted company headquartered in ${f.subjectCity}.`,
  ],
  leadership: (ceo, role, since) => `The company has been led by ${role} ${ceo} since ${since}.`,
  formerlyKnown: (org, former) => `${org} was known as ${former} until it changed its name.`,
  history: (org, when, clause) => `In ${when}, ${org} ${clause}.`,
  sectorContext: [
    (f) => `The move comes as ${f.sectorPlural} face higher financing costs and customers who are slower to commit to large orders.`,
    (f) => `Deal activity among ${f.sectorPlural} has picked up in ${f.year} as companies look for growth beyond their home markets.`,
    (f) => `${f.sectorPlural.charAt(0).toUpperCase() + f.sectorPlural.slice(1)} have been under pressure to cut costs while investing in new technology.`,
  ],
  closings: [
    () => `The company is due to give more details at its next results presentation.`,
    () => `Neither side responded to requests for further comment.`,
    (f) => `${f.subjectShort} is expected to say more at its annual shareholder meeting.`,
  ],
  feature: {
    headlines: [
      (f) => `What to watch for ${f.sectorPlural} in ${f.year}`,
      (f) => `Why ${f.sectorPlural} are rethinking their plans`,
      (f) => `The quiet race among ${f.sectorPlural}`,
    ],
    paragraphs: [
      (f) => `For ${f.sectorPlural}, ${f.year} has brought a mix of steady demand and rising costs. Executives at ${f.others[0]} and ${f.others[1]} have spoken of a market that rewards scale but punishes debt.`,
      (f) => `${f.others[0]} has spent heavily on new capacity, while ${f.others[1]} has chosen to return cash to shareholders. Both strategies have supporters among investors.`,
      (f) => `Smaller players such as ${f.others[2] ?? f.others[0]} are looking for partners rather than going it alone, according to people who advise them.`,
      () => `Regulators, for their part, have signalled closer scrutiny of large deals, which could slow consolidation over the next two years.`,
      () => `Much will depend on interest rates and on whether customers keep spending at the pace of the last few quarters.`,
    ],
  },
  pressRelease: {
    dateline: (city, date) => `${city.toUpperCase()}, ${date} —`,
    about: (org) => `About ${org}`,
    mediaContact: "Media contact: press office",
    forwardLooking:
      "This release contains forward-looking statements that involve risks and uncertainties. Actual results may differ materially from those described.",
    source: (org) => `Source: ${org}`,
  },
  boilerplate: {
    nav: ["Business", "Markets", "Companies", "Technology", "Energy", "Health", "Opinion", "World"],
    home: "Home",
    search: "Search",
    subscribe: "Subscribe",
    cookie: "We use cookies to improve your experience, measure audiences and show relevant offers. You can change your choice at any time.",
    cookieAccept: "Accept all",
    cookieSettings: "Manage preferences",
    newsletter: "Get the morning briefing: the business stories that matter, in your inbox before 7am.",
    newsletterButton: "Sign up",
    emailPlaceholder: "Your email address",
    related: "Related stories",
    mostRead: "Most read",
    readMore: "Read more",
    advertisement: "Advertisement",
    share: "Share this article",
    footerLinks: ["About us", "Contact", "Careers", "Privacy policy", "Terms of use", "Cookie settings", "Advertise"],
    rights: (year, outlet) => `© ${year} ${outlet}. All rights reserved. A fictional outlet of the demo archive.`,
    by: "By",
    and: "and",
    published: "Published",
    updated: "Updated",
    textDate: (date) => `This story was first published on ${date}.`,
    updateNote: (date) => `This article was updated on ${date} with additional comment from the company.`,
    correction: (date) => `Correction (${date}): an earlier version of this article misstated a figure.`,
    staff: "Staff reporter",
    tags: "Topics",
    minutesRead: (minutes) => `${minutes} min read`,
  },
  sections: {
    business: "Business",
    markets: "Markets",
    companies: "Companies",
    technology: "Technology",
    health: "Health",
    energy: "Energy",
    legal: "Legal",
    industry: "Industry",
    consumer: "Consumer",
    property: "Property",
    media: "Media",
    world: "World",
  },
};
