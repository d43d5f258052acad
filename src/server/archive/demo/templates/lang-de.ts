// German. Descriptions with articles only ever stand in the nominative
// ("X ist ein Chiphersteller"), so the templates need no case tables.
import type { EventType } from "../types";
import { byGender, type EventTemplates, type LanguagePack } from "./language-pack";
import { capitalise } from "./grammar";
import { formatGroupedNumber, scaleNumber } from "./numbers";

const MONTHS = ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"];

const CURRENCY: Record<string, string> = { USD: "Dollar", EUR: "Euro", GBP: "Pfund", CHF: "Franken", JPY: "Yen", CAD: "kanadische Dollar", AUD: "australische Dollar" };

/** Headlines drop the article: "Großbrand bei …", not "Ein Großbrand bei …". */
function bare(noun: string): string {
  return noun.replace(/^(ein|eine)\s+/i, "");
}

/** Only the adjectival noun among the role titles changes in the dative. */
function dative(role: string): string {
  return role.replace(/vorsitzender?$/, "vorsitzenden");
}

const events: Record<EventType, EventTemplates> = {
  acquisition: {
    headlines: [
      (f) => `${f.subject} übernimmt ${f.object} für ${f.amount}`,
      (f) => `Milliardendeal: ${f.subjectShort} kauft ${f.objectShort}`,
    ],
    leads: [
      (f) => `${f.subject} übernimmt ${f.object} für ${f.amount}. Das teilten beide Unternehmen am ${f.date} mit.`,
      (f) => `${f.subject}, ${f.subjectDesc} aus ${f.subjectCity}, will ${f.object} kaufen und bietet dafür ${f.amount} in bar und in Aktien, wie das Unternehmen am ${f.date} bekanntgab.`,
    ],
    details: [
      (f) => `${capitalise(f.object)} ist ${f.objectDesc} mit Sitz in ${f.objectCity}. Die Transaktion soll innerhalb von neun Monaten abgeschlossen werden; die Kartellbehörden müssen noch zustimmen.`,
      (f) => `Nach Angaben aus Verhandlungskreisen hatte ${f.subjectShort} seit mehr als einem Jahr ein Angebot für ${f.objectShort} geprüft.`,
    ],
    quotes: [
      () => `Gemeinsam haben wir die Größe, um die wichtigsten Kunden zu gewinnen`,
      (f) => `Wir verfolgen ${f.objectShort} seit Langem, und jetzt ist der richtige Zeitpunkt`,
    ],
    recap: (f) => `die Übernahme von ${f.object} für ${f.amount} angekündigt`,
  },
  investment: {
    headlines: [
      (f) => `${f.subject} investiert ${f.amount} in ${f.object}`,
      (f) => `${f.subjectShort} steigt mit ${f.stake} bei ${f.objectShort} ein`,
    ],
    leads: [
      (f) => `${f.subject} hat ${f.amount} in ${f.object} investiert und hält nun rund ${f.stake} der Anteile, wie die Unternehmen am ${f.date} mitteilten.`,
    ],
    details: [
      (f) => `${capitalise(f.object)} ist ${f.objectDesc} aus ${f.objectCity}. Mit dem Geld sollen die Entwicklungsabteilung ausgebaut und neue Märkte erschlossen werden.`,
      (f) => `${f.subjectShort} erhält zudem einen Sitz im Aufsichtsgremium.`,
    ],
    quotes: [() => `Mit dieser Investition können wir die Produkte schneller entwickeln, die unsere Kunden verlangen`],
    recap: (f) => `${f.amount} in ${f.object} investiert`,
  },
  partnership: {
    headlines: [
      (f) => `${f.subject} und ${f.object} schließen Partnerschaft`,
      (f) => `${f.subjectShort} kooperiert mit ${f.objectShort}`,
    ],
    leads: [
      (f) => `${f.subject} und ${f.object} wollen ${f.area} zusammenarbeiten. Die Partnerschaft ist auf ${f.years} Jahre angelegt, wie beide Seiten am ${f.date} mitteilten.`,
    ],
    details: [
      () => `Finanzielle Details wurden nicht genannt. In der ersten Phase sollen Teams beider Unternehmen gemeinsam Einrichtungen nutzen.`,
      (f) => `Die Vereinbarung gilt zunächst für Kunden in ${f.subjectCity} und ${f.objectCity}.`,
    ],
    quotes: [() => `Allein hätte keiner von uns das so gut geschafft`],
    recap: (f) => `eine Partnerschaft mit ${f.object} geschlossen`,
  },
  lawsuit: {
    headlines: [
      (f) => `${f.subject} verklagt ${f.object}`,
      (f) => `${f.subjectShort} fordert ${f.amount} von ${f.objectShort}`,
    ],
    leads: [
      (f) => `${f.subject} hat vor einem Gericht in ${f.place} Klage gegen ${f.object} eingereicht, und zwar wegen ${f.matter}. Die Klageschrift datiert vom ${f.date}.`,
      (f) => `${f.subject} verlangt von ${f.object} Schadenersatz in Höhe von ${f.amount} wegen ${f.matter}, wie aus einer am ${f.date} eingereichten Klage hervorgeht.`,
    ],
    details: [
      (f) => `${f.objectShort} wies die Vorwürfe zurück und kündigte an, sich zu verteidigen.`,
      () => `Die Klägerin verlangt außerdem, dass der Verkauf der betroffenen Produkte bis zu einem Urteil ausgesetzt wird.`,
    ],
    quotes: [() => `Wir haben monatelang versucht, den Streit ohne Gericht beizulegen`],
    recap: (f) => `Klage gegen ${f.object} eingereicht`,
  },
  supply_deal: {
    headlines: [
      (f) => `${f.subject} erhält Liefervertrag von ${f.object}`,
      (f) => `${f.objectShort} setzt auf ${f.subjectShort} als Lieferanten`,
    ],
    leads: [
      (f) => `${f.subject} liefert künftig ${f.category} an ${f.object}. Der Vertrag läuft ${f.years} Jahre und hat ein Volumen von rund ${f.amount}, teilten die Firmen am ${f.date} mit.`,
    ],
    details: [
      (f) => `Die ersten Lieferungen sollen im kommenden Quartal aus den Werken von ${f.subjectShort} erfolgen.`,
      (f) => `Damit wird ${f.objectShort} zu einem der fünf größten Kunden von ${f.subjectShort}.`,
    ],
    quotes: [() => `Bei diesem Vertrag geht es vor allem um Versorgungssicherheit`],
    recap: (f) => `einen Liefervertrag über ${f.amount} mit ${f.object} unterzeichnet`,
  },
  executive_appointment: {
    headlines: [
      (f) => `${f.subject} beruft ${f.person} ${f.personFem ? "zur" : "zum"} ${dative(f.role)}`,
      (f) => `${f.person} wird ${f.role} bei ${f.subjectShort}`,
    ],
    leads: [
      (f) => `${f.person} wird ${f.role} bei ${f.subject}${f.predecessor ? ` und folgt damit auf ${f.predecessor}` : ""}. Das gab das Unternehmen am ${f.date} bekannt.`,
      (f) => `${f.subject}, ${f.subjectDesc}, hat eine neue Führungskraft ernannt: ${f.person} wird ${byGender(f.personFem, "neue", "neuer")} ${f.role}${f.previousOrg ? ` und wechselt von ${f.previousOrg}` : ""}.`,
    ],
    details: [
      (f) => `${f.personShort} tritt das Amt im kommenden Monat an.`,
      (f) => `${f.predecessor ? `${f.predecessor} bleibt dem Unternehmen bis Jahresende als Berater erhalten.` : "Der Posten war zuletzt kommissarisch besetzt."}`,
    ],
    quotes: [(f) => `${f.personShort} bringt genau die Erfahrung mit, die wir für die nächste Phase brauchen`],
    recap: (f) => `${f.person} ${f.personFem ? "zur" : "zum"} ${dative(f.role)} ernannt`,
  },
  executive_departure: {
    headlines: [
      (f) => `${f.role} ${f.person} verlässt ${f.subject}`,
      (f) => `Rücktritt bei ${f.subjectShort}: ${f.person} geht`,
    ],
    leads: [
      (f) => `${f.person}, ${f.role} von ${f.subject}, gibt den Posten nach ${f.tenure} Jahren ab, wie das Unternehmen am ${f.date} mitteilte.`,
    ],
    details: [() => `Der Aufsichtsrat hat die Suche nach einer Nachfolge eingeleitet. Gründe für den Rückzug wurden nicht genannt.`],
    quotes: [() => `Es war mir eine Ehre, dieses Unternehmen zu führen`],
    recap: (f) => `den Abgang von ${f.person} bekanntgegeben`,
  },
  earnings: {
    headlines: [
      (f) => `${f.subject}: Umsatz im ${f.quarter} ${f.up ? "steigt" : "sinkt"} um ${f.change}`,
      (f) => `${f.subjectShort} ${f.profit ? "bleibt in der Gewinnzone" : "rutscht in die Verlustzone"}`,
    ],
    leads: [
      (f) => `${f.subject} hat im ${f.quarter} einen Umsatz von ${f.revenue} erzielt, ${f.change} ${f.up ? "mehr" : "weniger"} als ein Jahr zuvor. Unter dem Strich stand ein ${f.profit ? "Gewinn" : "Verlust"} von ${f.netIncome}, wie das Unternehmen am ${f.date} mitteilte.`,
    ],
    details: [
      (f) => `Für das Geschäftsjahr ${f.fiscalYear} ${f.up ? "hob" : "bestätigte"} der Vorstand die Prognose.`,
      (f) => `Analysten hatten mit einem Umsatz in dieser Größenordnung gerechnet; die Aktie ${f.up ? "legte" : "gab"} im frühen Handel ${f.up ? "zu" : "nach"}.`,
    ],
    quotes: [(f) => `${f.up ? "Unsere Teams haben ein starkes Quartal abgeliefert" : "Das Quartal war schwierig, wir senken die Kosten"}`],
    recap: (f) => `im ${f.quarter} einen Umsatz von ${f.revenue} gemeldet`,
  },
  product_launch: {
    headlines: [
      (f) => `${f.subject} bringt ${f.product} auf den Markt`,
      (f) => `${f.subjectShort} stellt ${f.product} vor`,
    ],
    leads: [
      (f) => `${f.subject} hat am ${f.date} ${f.product} vorgestellt. ${f.product} ist ${f.category} der neuesten Generation.`,
    ],
    details: [
      (f) => `${f.product} kommt zunächst auf dem Heimatmarkt in den Handel, weitere Länder sollen in den kommenden Monaten folgen.`,
      () => `Die Entwicklung dauerte drei Jahre; eine kleine Gruppe von Kunden hat das Produkt vorab getestet.`,
    ],
    quotes: [(f) => `${f.product} ist das Ergebnis jahrelanger Gespräche mit unseren Kunden`],
    recap: (f) => `${f.product} auf den Markt gebracht`,
  },
  regulatory_fine: {
    headlines: [
      (f) => `${capitalise(f.object)} verhängt Bußgeld von ${f.amount} gegen ${f.subject}`,
      (f) => `${f.amount} Strafe für ${f.subjectShort}`,
    ],
    leads: [
      (f) => `${capitalise(f.object)} hat gegen ${f.subject} ein Bußgeld von ${f.amount} wegen ${f.reason} verhängt. Das teilte die Behörde am ${f.date} mit.`,
    ],
    details: [
      (f) => `Die Verstöße erstreckten sich nach Angaben der Behörde über mehrere Jahre. ${f.subjectShort} habe kooperiert, was die Strafe gemindert habe.`,
      (f) => `${f.subjectShort} erklärte, die Entscheidung zu akzeptieren und die internen Abläufe bereits angepasst zu haben.`,
    ],
    quotes: [() => `Regeln schützen Kunden, und sie gelten für Unternehmen jeder Größe`],
    recap: (f) => `ein Bußgeld von ${f.amount} erhalten`,
  },
  layoffs: {
    headlines: [
      (f) => `${f.subject} streicht ${f.headcount} Stellen`,
      (f) => `Stellenabbau bei ${f.subjectShort}`,
    ],
    leads: [
      (f) => `${f.subject} will rund ${f.headcount} Stellen abbauen, etwa ${f.workforce} der Belegschaft. Das kündigte das Unternehmen am ${f.date} an.`,
    ],
    details: [
      (f) => `Betroffen sind vor allem der Standort ${f.place} und die Verwaltung. Im laufenden Quartal fallen Restrukturierungskosten an.`,
      () => `Die Gewerkschaften forderten rasche Gespräche mit der Unternehmensleitung.`,
    ],
    quotes: [() => `Das sind schmerzhafte Entscheidungen, und wir werden alle Betroffenen unterstützen`],
    recap: (f) => `den Abbau von ${f.headcount} Stellen angekündigt`,
  },
  facility_opening: {
    headlines: [
      (f) => `${f.subject} eröffnet Standort in ${f.place}`,
      (f) => `${f.subjectShort} investiert ${f.amount} in ${f.place}`,
    ],
    leads: [
      (f) => `${f.subject} hat am ${f.date} ${f.facility} in ${f.place} (${f.placeCountry}) eröffnet. Die Investition beläuft sich auf ${f.amount}; rund ${f.jobs} Arbeitsplätze sollen entstehen.`,
    ],
    details: [(f) => `Die Stadt ${f.place} begrüßte das Projekt, das etwa ${f.jobs} dauerhafte Arbeitsplätze bringen soll.`],
    quotes: [(f) => `${f.place} bietet uns die Fachkräfte und die Lage, die wir gesucht haben`],
    recap: (f) => `${f.facility} in ${f.place} eröffnet`,
  },
  product_recall: {
    headlines: [
      (f) => `${f.subject} ruft ${f.units} Einheiten von ${f.product} zurück`,
      (f) => `Rückruf bei ${f.subjectShort}: ${f.product} betroffen`,
    ],
    leads: [
      (f) => `${f.subject} ruft rund ${f.units} Einheiten von ${f.product} zurück. Grund ist ${f.reason}, wie das Unternehmen am ${f.date} mitteilte.`,
    ],
    details: [(f) => `Von schweren Unfällen sei nichts bekannt, erklärte ${f.subjectShort}. Betroffene Kunden erhalten Ersatz oder ihr Geld zurück.`],
    quotes: [() => `Die Sicherheit unserer Kunden hat Vorrang`],
    recap: (f) => `${f.units} Einheiten von ${f.product} zurückgerufen`,
  },
  rebrand: {
    headlines: [
      (f) => `Aus ${f.formerName} wird ${f.subject}`,
      (f) => `${f.formerName} gibt sich neuen Namen`,
    ],
    leads: [(f) => `${f.formerName} heißt ab sofort ${f.subject}. Der neue Name spiegle das heutige Geschäft besser wider, teilte das Unternehmen am ${f.date} mit.`],
    details: [(f) => `${f.ticker ? `Die Aktie wird weiterhin unter dem Kürzel ${f.ticker} gehandelt.` : "Rechtsform und Eigentümer bleiben unverändert."}`],
    quotes: [() => `Unser neuer Name sagt, was wir heute tun`],
    recap: (f) => `den früheren Namen ${f.formerName} abgelegt`,
  },
  ipo: {
    headlines: [
      (f) => `${f.subject} nimmt beim Börsengang ${f.amount} ein`,
      (f) => `Börsendebüt für ${f.subjectShort}`,
    ],
    leads: [(f) => `${f.subject} ist am ${f.date} an der ${f.exchange} gestartet. Unter dem Kürzel ${f.ticker} gehandelt, hat das Unternehmen beim Börsengang ${f.amount} eingenommen.`],
    details: [() => `Der Ausgabepreis lag am oberen Ende der Spanne; institutionelle Anleger zeigten große Nachfrage.`],
    quotes: [() => `Heute beginnt ein neues Kapitel für unsere Beschäftigten und Kunden`],
    recap: (f) => `den Gang an die ${f.exchange} gewagt`,
  },
  site_incident: {
    headlines: [
      (f) => `${capitalise(bare(f.incident))} bei ${f.subjectShort} in ${f.place}${f.fatalityCount > 0 ? `: ${f.fatalities} Tote` : ""}`,
      (f) => `${f.place}: ${capitalise(bare(f.incident))} auf Gelände von ${f.subject}`,
    ],
    leads: [
      (f) => `${capitalise(f.incident)} auf einem Betriebsgelände von ${f.subject} in ${f.place} hat am ${f.date} ${f.fatalityCount > 0 ? `${f.fatalities} Tote und ${f.injured} Verletzte` : `${f.injured} Verletzte`} gefordert, wie die Rettungskräfte mitteilten.`,
    ],
    details: [
      (f) => `Das Gelände wurde geräumt, der Betrieb ruht. ${f.subjectShort} erklärte, umfassend mit den Behörden zusammenzuarbeiten.`,
      () => `Die Staatsanwaltschaft hat Ermittlungen aufgenommen.`,
    ],
    quotes: [() => `Unsere Gedanken sind bei den Betroffenen und ihren Familien`],
    recap: (f) => `einen schweren Vorfall am Standort ${f.place} erlebt`,
  },
  fraud_charge: {
    headlines: [
      (f) => `${byGender(f.personFem, "Frühere", "Früherer")} ${f.subjectShort}-Manager${byGender(f.personFem, "in", "")} ${f.person} angeklagt`,
      (f) => `Betrugsprozess um ${f.subject}: ${f.person} vor Gericht`,
    ],
    leads: [
      (f) => `Die Staatsanwaltschaft in ${f.place} hat ${f.person}, ${byGender(f.personFem, "frühere", "früherer")} ${f.role} von ${f.subject}, wegen ${f.fraud} angeklagt. Es geht um rund ${f.amount}; die Anklage wurde am ${f.date} öffentlich.`,
    ],
    details: [(f) => `Die Ermittler werfen ${f.personShort} vor, Verluste verschleiert und Geld über Briefkastenfirmen verschoben zu haben. ${f.personShort} bestreitet die Vorwürfe.`],
    quotes: [() => `Das Unternehmen hat vollständig mit den Ermittlern kooperiert`],
    recap: (f) => `die Anklage gegen ${f.person} wegen ${f.fraud} erlebt`,
  },
  data_breach: {
    headlines: [
      (f) => `Hackerangriff auf ${f.subject}: Daten von ${f.records} Kunden gestohlen`,
      (f) => `Datenleck bei ${f.subjectShort}`,
    ],
    leads: [(f) => `Angreifer sind in die Systeme von ${f.subject} eingedrungen und haben persönliche Daten von rund ${f.records} Kunden kopiert. Das räumte das Unternehmen am ${f.date} ein.`],
    details: [() => `Kreditkartennummern seien nicht betroffen; die Datenschutzbehörde wurde informiert.`],
    quotes: [() => `Wir entschuldigen uns bei unseren Kunden und informieren alle Betroffenen`],
    recap: (f) => `ein Datenleck mit ${f.records} betroffenen Kunden gemeldet`,
  },
};

export const german: LanguagePack = {
  code: "de",
  months: MONTHS,
  weekdays: ["Sonntag", "Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag"],
  longDate: (y, m, d) => `${d}. ${MONTHS[m - 1]} ${y}`,
  numericDate: (y, m, d) => `${String(d).padStart(2, "0")}.${String(m).padStart(2, "0")}.${y}`,
  money: (amount) => {
    const scaled = scaleNumber(amount.value, ",", ".");
    const unit = scaled.scale === "billion" ? (scaled.text === "1" ? "Milliarde" : "Milliarden") : scaled.scale === "million" ? (scaled.text === "1" ? "Million" : "Millionen") : "";
    return `${scaled.text}${unit ? ` ${unit}` : ""} ${CURRENCY[amount.currency] ?? amount.currency}`;
  },
  count: (value) => formatGroupedNumber(value, ".", ","),
  percent: (value) => `${String(value).replace(".", ",")} Prozent`,
  relativeDates: ["vergangene Woche", "vor wenigen Tagen", "Anfang des Monats", "am Dienstag", "kürzlich"],
  countries: {
    "United States": "USA", Canada: "Kanada", Mexico: "Mexiko", Brazil: "Brasilien", Argentina: "Argentinien", Chile: "Chile",
    Colombia: "Kolumbien", "United Kingdom": "Großbritannien", Ireland: "Irland", France: "Frankreich", Germany: "Deutschland",
    Spain: "Spanien", Portugal: "Portugal", Italy: "Italien", Netherlands: "Niederlande", Belgium: "Belgien", Switzerland: "Schweiz",
    Austria: "Österreich", Sweden: "Schweden", Norway: "Norwegen", Denmark: "Dänemark", Poland: "Polen", Japan: "Japan",
    "South Korea": "Südkorea", India: "Indien", Singapore: "Singapur", Australia: "Australien", "New Zealand": "Neuseeland",
    "South Africa": "Südafrika", Nigeria: "Nigeria", Kenya: "Kenia", "United Arab Emirates": "Vereinigte Arabische Emirate", Morocco: "Marokko",
  },
  sectorNoun: {
    "Information Technology": ["ein Technologiekonzern", "ein Softwarehersteller", "ein Chiphersteller"],
    "Health Care": ["ein Pharmakonzern", "ein Medizintechnikhersteller", "ein Gesundheitskonzern"],
    Financials: ["eine Bank", "ein Versicherer", "ein Vermögensverwalter"],
    Energy: ["ein Energiekonzern", "ein Öl- und Gasförderer", "ein Kraftstoffhändler"],
    Materials: ["ein Chemiekonzern", "ein Bergbaukonzern", "ein Werkstoffhersteller"],
    Industrials: ["ein Maschinenbauer", "ein Industriekonzern", "ein Logistikkonzern"],
    "Consumer Discretionary": ["ein Einzelhändler", "ein Autohersteller", "ein Konsumgüterhersteller"],
    "Consumer Staples": ["ein Lebensmittelhersteller", "ein Getränkehersteller", "ein Haushaltswarenhersteller"],
    "Communication Services": ["ein Telekommunikationskonzern", "ein Medienkonzern", "ein Spieleentwickler"],
    Utilities: ["ein Versorger", "ein Stromanbieter", "ein Wasserversorger"],
    "Real Estate": ["ein Immobilienkonzern", "ein Immobilieninvestor", "ein Projektentwickler"],
  },
  sectorPlural: {
    "Information Technology": "Technologiekonzerne",
    "Health Care": "Pharma- und Gesundheitskonzerne",
    Financials: "Banken und Versicherer",
    Energy: "Energiekonzerne",
    Materials: "Chemie- und Rohstoffkonzerne",
    Industrials: "Industriekonzerne",
    "Consumer Discretionary": "Konsumgüterhersteller",
    "Consumer Staples": "Lebensmittelhersteller",
    "Communication Services": "Telekom- und Medienkonzerne",
    Utilities: "Versorger",
    "Real Estate": "Immobilienkonzerne",
  },
  role: (role, gender) => {
    const fem = gender === "f";
    return {
      ceo: fem ? "Vorstandschefin" : "Vorstandschef",
      cfo: fem ? "Finanzvorständin" : "Finanzvorstand",
      coo: fem ? "Betriebsvorständin" : "Betriebsvorstand",
      cto: fem ? "Technikvorständin" : "Technikvorstand",
      chair: fem ? "Aufsichtsratsvorsitzende" : "Aufsichtsratsvorsitzender",
    }[role];
  },
  quarter: (q) => `${q}. Quartal`,
  phrases: {
    "fine.market_abuse": "Marktmanipulation",
    "fine.price_fixing": "Preisabsprachen",
    "fine.misleading_ads": "irreführender Werbung",
    "fine.data_protection": "Verstößen gegen den Datenschutz",
    "fine.safety": "Verstößen gegen Sicherheitsvorschriften",
    "fine.environment": "Umweltverstößen",
    "fine.reporting": "Mängeln in der Finanzberichterstattung",
    "suit.patent": "Patentverletzung",
    "suit.contract": "Vertragsbruch",
    "suit.antitrust": "wettbewerbswidriger Praktiken",
    "suit.trade_secrets": "Diebstahls von Geschäftsgeheimnissen", "suit.misleading_investors": "Irreführung von Anlegern",
    "recall.overheating": "ein mögliches Überhitzungsrisiko",
    "recall.contamination": "eine mögliche Verunreinigung",
    "recall.brakes": "ein Fehler im Bremssystem",
    "recall.labelling": "ein Etikettierungsfehler",
    "recall.software": "ein Softwarefehler",
    "incident.explosion": "eine Explosion",
    "incident.fire": "ein Großbrand",
    "incident.robbery": "ein bewaffneter Raubüberfall",
    "incident.assault": "ein gewalttätiger Angriff",
    "incident.collapse": "ein Gebäudeeinsturz",
    "area.research": "in Forschung und Entwicklung",
    "area.distribution": "im Vertrieb",
    "area.cloud": "bei Cloud-Diensten",
    "area.joint_venture": "in einem Gemeinschaftsunternehmen",
    "area.sustainability": "bei der Senkung ihrer Emissionen",
    "fraud.accounting": "Bilanzbetrug",
    "fraud.embezzlement": "Untreue",
    "fraud.insider": "Insiderhandel",
    "facility.plant": "ein Werk",
    "facility.datacentre": "ein Rechenzentrum",
    "facility.lab": "ein Forschungslabor",
    "facility.warehouse": "ein Logistikzentrum",
    "facility.office": "eine Regionalzentrale",
    "facility.store": "ein Flaggschiff-Geschäft",
    "cat.chips": "ein Prozessor",
    "cat.software": "eine Softwareplattform",
    "cat.cloud": "ein Cloud-Dienst",
    "cat.drug": "ein Medikament",
    "cat.device": "ein Medizinprodukt",
    "cat.diagnostic": "ein Diagnosetest",
    "cat.banking_app": "eine Banking-App",
    "cat.insurance": "eine Versicherungspolice",
    "cat.fund": "ein Investmentfonds",
    "cat.fuel": "ein CO2-armer Kraftstoff",
    "cat.lng": "ein Flüssiggas-Angebot",
    "cat.drilling": "ein Bohrdienst",
    "cat.chemicals": "eine Reihe von Spezialchemikalien",
    "cat.steel": "eine Stahlsorte",
    "cat.packaging": "ein Verpackungsmaterial",
    "cat.machinery": "eine Industriemaschine",
    "cat.aircraft_parts": "ein Flugzeugbauteil",
    "cat.rail": "ein Bahnsystem",
    "cat.car": "ein Elektroauto",
    "cat.apparel": "eine Modelinie",
    "cat.appliance": "ein Haushaltsgerät",
    "cat.snack": "eine Snack-Reihe",
    "cat.beverage": "ein Erfrischungsgetränk",
    "cat.cosmetics": "eine Pflegeserie",
    "cat.streaming": "ein Streamingdienst",
    "cat.mobile_plan": "ein Mobilfunktarif",
    "cat.game": "ein Videospiel",
    "cat.green_tariff": "ein Ökostromtarif",
    "cat.smart_meter": "ein intelligenter Stromzähler",
    "cat.grid_storage": "ein Batteriespeicher",
    "cat.office_space": "ein Bürokomplex",
    "cat.housing": "ein Wohnquartier",
    "cat.logistics_park": "ein Logistikpark",
    "goods.Information Technology": "Chips und Software",
    "goods.Health Care": "Wirkstoffe und Medizinbedarf",
    "goods.Financials": "Zahlungsdienste",
    "goods.Energy": "Gas und Kraftstoffe",
    "goods.Materials": "Stahl und Chemikalien",
    "goods.Industrials": "Anlagen und Ersatzteile",
    "goods.Consumer Discretionary": "Komponenten und Fertigprodukte",
    "goods.Consumer Staples": "Lebensmittelzutaten",
    "goods.Communication Services": "Netzdienste und Inhalte",
    "goods.Utilities": "Strom",
    "goods.Real Estate": "Lagerflächen",
  },
  events,
  quote: (words, speaker, role, org, variant) =>
    variant % 2 === 0 ? `„${words}“, sagte ${speaker}, ${role} von ${org}.` : `${speaker}, ${role} von ${org}, erklärte: „${words}.“`,
  spokesperson: "ein Sprecher",
  quoteAnonymous: (words, org) => `„${words}“, sagte ein Sprecher von ${org}.`,
  monthYear: (y, m) => `${MONTHS[m - 1]} ${y}`,
  followUpTitle: (headline) => `${headline}: Die Reaktionen`,
  followUpLeads: [
    (f) => `Auch Tage nach der Ankündigung von ${f.subject} vom ${f.date} sind die Reaktionen geteilt.`,
    (f) => `Die Folgen der Entscheidung von ${f.subject} beschäftigen die Branche weiter.`,
  ],
  reaction: [
    (f) => `Die Aktie von ${f.subjectShort} ${f.up ? "gewann" : "verlor"} in den beiden folgenden Handelstagen ${f.change}.`,
    (f) => `Analysten sind uneins: Einige halten den Schritt für überfällig, andere bezweifeln, dass ${f.subjectShort} die Versprechen einlösen kann.`,
  ],
  analysis: [
    (f) => `Analysten von ${f.others[0]} sehen ihre langfristige Einschätzung von ${f.subjectShort} nicht verändert, verweisen aber auf die Unsicherheiten für ${f.sectorPlural}.`,
    (f) => `In einer Mitteilung an Kunden kündigte ${f.others[0]} an, die Prognosen für ${f.subjectShort} nach den nächsten Quartalszahlen zu überprüfen.`,
  ],
  profileListed: [
    (f) => `${f.subject} wurde ${f.year} gegründet, hat seinen Sitz in ${f.subjectCity} (${f.subjectCountry}) und ist an der ${f.exchange} unter dem Kürzel ${f.ticker} notiert.`,
  ],
  profilePrivate: [(f) => `${f.subject} ist nicht börsennotiert, hat seinen Sitz in ${f.subjectCity} (${f.subjectCountry}) und beschäftigt rund ${f.headcount} Menschen.`],
  leadership: (ceo, role, since) => `An der Spitze steht seit ${since} ${ceo} als ${role}.`,
  formerlyKnown: (org, former) => `${org} firmierte früher unter dem Namen ${former}.`,
  history: (org, when, clause) => `Im ${when} hatte ${org} ${clause}.`,
  sectorContext: [
    (f) => `Der Schritt fällt in eine Zeit, in der ${f.sectorPlural} mit höheren Finanzierungskosten kämpfen.`,
    (f) => `${f.sectorPlural} suchen ${f.year} verstärkt nach Wachstum jenseits ihrer Heimatmärkte.`,
  ],
  closings: [
    () => `Weitere Einzelheiten will das Unternehmen bei der nächsten Bilanzvorlage nennen.`,
    () => `Weitere Stellungnahmen lagen zunächst nicht vor.`,
  ],
  feature: {
    headlines: [
      (f) => `Worauf ${f.sectorPlural} ${f.year} achten müssen`,
      (f) => `Warum ${f.sectorPlural} ihre Strategie überdenken`,
    ],
    paragraphs: [
      (f) => `Für ${f.sectorPlural} bringt das Jahr ${f.year} stabile Nachfrage, aber steigende Kosten. Manager von ${f.others[0]} und ${f.others[1]} sprechen von einem Markt, der Größe belohnt.`,
      (f) => `${f.others[0]} hat kräftig in neue Kapazitäten investiert, ${f.others[1]} dagegen schüttet mehr Geld an die Aktionäre aus.`,
      () => `Die Aufsichtsbehörden wollen große Übernahmen künftig genauer prüfen.`,
      () => `Viel wird von den Zinsen und vom Konsum abhängen.`,
    ],
  },
  pressRelease: {
    dateline: (city, date) => `${city}, ${date} –`,
    about: (org) => `Über ${org}`,
    mediaContact: "Pressekontakt: Unternehmenskommunikation",
    forwardLooking: "Diese Mitteilung enthält zukunftsbezogene Aussagen, die Risiken und Unsicherheiten unterliegen.",
    source: (org) => `Quelle: ${org}`,
  },
  boilerplate: {
    nav: ["Wirtschaft", "Unternehmen", "Finanzen", "Technik", "Energie", "Gesundheit", "Meinung", "Welt"],
    home: "Startseite",
    search: "Suche",
    subscribe: "Abonnieren",
    cookie: "Wir verwenden Cookies, um Ihr Nutzungserlebnis zu verbessern und die Reichweite zu messen.",
    cookieAccept: "Alle akzeptieren",
    cookieSettings: "Einstellungen",
    newsletter: "Der Morgen-Newsletter: die wichtigsten Wirtschaftsnachrichten jeden Werktag um 6 Uhr.",
    newsletterButton: "Anmelden",
    emailPlaceholder: "Ihre E-Mail-Adresse",
    related: "Mehr zum Thema",
    mostRead: "Meistgelesen",
    readMore: "Weiterlesen",
    advertisement: "Anzeige",
    share: "Artikel teilen",
    footerLinks: ["Impressum", "Kontakt", "Datenschutz", "AGB", "Cookie-Einstellungen", "Mediadaten"],
    rights: (year, outlet) => `© ${year} ${outlet}. Alle Rechte vorbehalten. Fiktives Medium des Demo-Archivs.`,
    by: "Von",
    and: "und",
    published: "Veröffentlicht am",
    updated: "Aktualisiert am",
    textDate: (date) => `Dieser Artikel erschien zuerst am ${date}.`,
    updateNote: (date) => `Dieser Artikel wurde am ${date} um eine Stellungnahme des Unternehmens ergänzt.`,
    correction: (date) => `Korrektur (${date}): In einer früheren Fassung war eine Zahl falsch angegeben.`,
    staff: "Redaktion",
    tags: "Themen",
    minutesRead: (minutes) => `Lesezeit ${minutes} Min.`,
  },
  sections: {
    business: "Wirtschaft", markets: "Finanzen", companies: "Unternehmen", technology: "Technik", health: "Gesundheit", energy: "Energie",
    legal: "Recht", industry: "Industrie", consumer: "Handel", property: "Immobilien", media: "Medien", world: "Welt",
  },
};
