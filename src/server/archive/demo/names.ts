// Invented names: organisations, people, cities, products and tickers, built
// from syllables and word parts so they read naturally in their country's
// style without copying any real name. Uniqueness is the caller's `used` set.
import type { NameStyle } from "./geography";
import { chance, pick, type Rng } from "./random";
import type { Gender } from "./types";

// ---------------------------------------------------------------- roots

const ROOTS: Record<NameStyle, [string[], string[]]> = {
  en: [
    ["Nor", "Kes", "Brim", "Cal", "Dun", "Elm", "Fen", "Hal", "Ivel", "Kel", "Lor", "Mar", "Nev", "Pel", "Quen", "Ros", "Sel", "Tam", "Ver", "Wyn", "Yar", "Thorn", "Briar", "Cor", "Dal", "Hart", "Lyn", "Mor", "Pem", "Rav", "Sten", "Tal", "Wex", "Alder", "Bex", "Carra", "Dray", "Esk", "Garn", "Hollin"],
    ["vale", "trel", "ford", "wick", "mere", "ton", "brook", "ridge", "wood", "den", "gate", "moor", "haven", "stead", "well", "crest", "field", "holt", "ley", "combe", "stow", "by"],
  ],
  fr: [
    ["Val", "Mont", "Bel", "Char", "Dor", "Gar", "Lam", "Mar", "Roch", "Ver", "Fon", "Aur", "Cla", "Sau", "Tre", "Bru", "Cor", "Lis", "Vau", "Ber"],
    ["morel", "ance", "ignac", "elle", "oire", "aval", "eron", "ault", "ignes", "ange", "mont", "enne", "ay", "ieux", "ousse", "erat"],
  ],
  de: [
    ["Arn", "Eber", "Falk", "Hol", "Kess", "Lind", "Mohr", "Ried", "Stein", "Wald", "Zell", "Brun", "Dorn", "Gerh", "Tann", "Ulm", "Wert", "Hasel", "Lau", "Rosen"],
    ["berg", "hausen", "heim", "stadt", "feld", "bach", "dorf", "au", "tal", "wald", "stein", "brück", "eck", "furt"],
  ],
  es: [
    ["Alar", "Bal", "Cas", "Esc", "Gal", "Lor", "Mend", "Olm", "Quir", "Sal", "Tor", "Vald", "Zam", "Riv", "Arc", "Bel", "Can", "Llor"],
    ["edo", "illa", "ares", "ano", "era", "ueña", "ona", "ador", "ela", "ero", "ina", "osa", "arán", "ega"],
  ],
  pt: [
    ["Alv", "Bra", "Cas", "Fer", "Gal", "Lum", "Mar", "Pedr", "Ser", "Tav", "Vil", "Cor", "Aur", "Sol", "Ros", "Jat"],
    ["eira", "inho", "ada", "oso", "ela", "ral", "ença", "ães", "iva", "ato", "ana", "ume"],
  ],
  it: [
    ["Bar", "Cal", "Fer", "Gal", "Lom", "Mar", "Pel", "Ros", "Sar", "Ten", "Vis", "Zan", "Bor", "Cor", "Mon", "Alb", "Ver", "Sol"],
    ["ini", "etti", "azzi", "elli", "one", "ari", "esi", "otti", "ano", "ardo", "ina", "ora", "ello", "ena"],
  ],
  nl: [
    ["Berk", "Dijk", "Hoog", "Kamp", "Lind", "Molen", "Veld", "Wijn", "Zand", "Brug", "Eik", "Gaas", "Heem", "Stroo", "Vlie", "Wester"],
    ["hout", "stra", "ema", "huis", "hoven", "kamp", "dal", "rode", "burg", "wijk", "mond", "dam"],
  ],
  nordic: [
    ["Berg", "Dahl", "Fjell", "Holm", "Lund", "Nord", "Sand", "Strand", "Vik", "Ås", "Kvarn", "Tor", "Sol", "Älv", "Björk", "Havs"],
    ["gren", "ström", "qvist", "heim", "by", "land", "vik", "sund", "näs", "dal", "mark", "ås"],
  ],
  pl: [
    ["Brzo", "Dąbro", "Grab", "Lesz", "Mił", "Rado", "Sosno", "Wierz", "Zabło", "Kory", "Lipo", "Jaro"],
    ["wice", "nik", "ów", "ex", "mar", "pol", "tex", "san", "bud", "chem"],
  ],
  ja: [
    ["Kami", "Shimo", "Naka", "Hoshi", "Taka", "Mina", "Kita", "Aoi", "Fuji", "Sora", "Mori", "Yama", "Kiri", "Tsuba"],
    ["moru", "kawa", "hara", "saki", "mura", "shima", "zaki", "oka", "hama", "dera", "no", "tani"],
  ],
  ko: [
    ["Han", "Seo", "Dong", "Nam", "Cheong", "Gwang", "Hwa", "Jin", "Song", "Min", "Baek", "Yeon"],
    ["byeol", "san", "ju", "won", "cheon", "do", "gang", "hae", "rim", "sol"],
  ],
  in: [
    ["Rama", "Chandra", "Sur", "Vis", "Kal", "Nila", "Hari", "Madhu", "Indra", "Ved", "Anand", "Tara", "Kaveri", "Jaya"],
    ["kiran", "deep", "van", "tara", "jyoti", "vardhan", "prabha", "shree", "mitra", "nova", "sagar"],
  ],
  ar: [
    ["Al ", "Dar ", "Ras ", "Bab ", "Ain ", "Noor ", "Wadi ", "Jebel "],
    ["Nakhla", "Sahra", "Qamar", "Zahra", "Rimal", "Sidra", "Falaj", "Murjan", "Yasmin", "Layal", "Barq", "Safa"],
  ],
  af: [
    ["Ubu", "Kwa", "Ila", "Nko", "Mbu", "Oke", "Ada", "Kisi", "Laba", "Tembe", "Zuri", "Amani", "Ife", "Nala"],
    ["ntu", "zi", "ja", "ola", "mba", "ro", "wa", "tu", "lo", "nde", "ri", "sa"],
  ],
};

/** Two-word English roots ("Kestrel Bay"), the other common naming pattern. */
const EN_FIRST = ["Silver", "Granite", "Blue", "Iron", "Golden", "Northern", "Crimson", "Cedar", "Harbor", "Summit", "Evergreen", "Copper", "Amber", "Pine", "Falcon", "Heron", "Kestrel", "Osprey", "Otter", "Lynx", "Willow", "Maple", "Slate", "Coral", "Juniper", "Marlin", "Saffron", "Tidal", "Quartz", "Meridian", "Lantern", "Beacon"];
const EN_SECOND = ["Bay", "Ridge", "Point", "Hollow", "Creek", "Harbor", "Peak", "Valley", "Field", "Crossing", "Isle", "Rock", "Glen", "Shore", "Mesa", "Fork", "Lake", "Hill"];

/**
 * Syllable pairs that spell a well-known company, brand or person (or come too
 * close); a root on this list is drawn again, so no organisation borrows a real name.
 */
const BLOCKED_ROOTS = new Set([
  "norton", "kelley", "marley", "morton", "thornton", "dalton", "hartford", "fenwick", "halford", "selby", "margate", "wexford",
  "drayton", "keswick", "marwick", "hartley", "lynton", "corby", "bexley", "morley", "corelle", "valmont", "vermont", "belmont",
  "wertheim", "holstein", "rosenberg", "steinberg", "lindau", "solana", "ferari", "marelli", "zanetti", "zanotti", "baresi",
  "rivera", "salina", "dijkstra", "nordström", "sandvik", "lundgren", "solheim", "yamazaki", "hoshino", "takashima", "kitamura",
  "hansol", "ubuntu", "silver lake", "blue ridge", "cedar point", "granite rock", "pine ridge", "beacon hill", "golden valley",
]);

export function makeRoot(rng: Rng, style: NameStyle): string {
  for (;;) {
    const root = drawRoot(rng, style);
    if (!BLOCKED_ROOTS.has(root.toLowerCase())) return root;
  }
}

function drawRoot(rng: Rng, style: NameStyle): string {
  if (style === "en" && chance(rng, 0.35)) return `${pick(rng, EN_FIRST)} ${pick(rng, EN_SECOND)}`;
  const [heads, tails] = ROOTS[style];
  const root = pick(rng, heads) + pick(rng, tails);
  return root.charAt(0).toUpperCase() + root.slice(1);
}

// ---------------------------------------------------------------- sector words

/** English sector words by GICS industry: what a company of that industry calls itself. */
const INDUSTRY_WORDS: Record<string, string[]> = {
  "Energy Equipment & Services": ["Drilling", "Energy Services", "Offshore"],
  "Oil, Gas & Consumable Fuels": ["Energy", "Petroleum", "Resources"],
  Chemicals: ["Chemicals", "Polymers", "Chemical"],
  "Construction Materials": ["Cement", "Aggregates", "Building Materials"],
  "Containers & Packaging": ["Packaging", "Containers"],
  "Metals & Mining": ["Mining", "Metals", "Steel", "Minerals"],
  "Paper & Forest Products": ["Paper", "Timber", "Forest Products"],
  "Aerospace & Defense": ["Aerospace", "Aviation Systems", "Defense"],
  "Building Products": ["Building Products", "Windows", "Insulation"],
  "Construction & Engineering": ["Construction", "Engineering", "Builders"],
  "Electrical Equipment": ["Electric", "Power Systems", "Electrical"],
  "Industrial Conglomerates": ["Industries", "Group"],
  Machinery: ["Machinery", "Machine Works", "Robotics", "Equipment"],
  "Trading Companies & Distributors": ["Supply", "Trading", "Distribution"],
  "Commercial Services & Supplies": ["Services", "Facilities", "Environmental"],
  "Professional Services": ["Consulting", "Advisory", "Staffing"],
  "Air Freight & Logistics": ["Logistics", "Freight", "Cargo"],
  "Passenger Airlines": ["Airways", "Air", "Airlines"],
  "Marine Transportation": ["Shipping", "Marine", "Lines"],
  "Ground Transportation": ["Rail", "Transit", "Trucking"],
  "Transportation Infrastructure": ["Ports", "Airports", "Infrastructure"],
  "Automobile Components": ["Automotive", "Components", "Drivetrain"],
  Automobiles: ["Motors", "Motor Works", "Automobiles"],
  "Household Durables": ["Home", "Appliances", "Furnishings"],
  "Leisure Products": ["Outdoor", "Sports", "Toys"],
  "Textiles, Apparel & Luxury Goods": ["Apparel", "Outfitters", "Atelier"],
  "Hotels, Restaurants & Leisure": ["Hotels", "Resorts", "Kitchens", "Leisure"],
  "Diversified Consumer Services": ["Learning", "Education", "Home Services"],
  Distributors: ["Distributors", "Wholesale"],
  "Broadline Retail": ["Stores", "Marketplace", "Retail"],
  "Specialty Retail": ["Retail", "Outlets", "Stores"],
  "Consumer Staples Distribution & Retail": ["Grocers", "Markets", "Foodstores"],
  Beverages: ["Beverages", "Brewing", "Drinks", "Distillers"],
  "Food Products": ["Foods", "Farms", "Dairy", "Bakeries"],
  Tobacco: ["Tobacco", "Leaf"],
  "Household Products": ["Household", "Home Care"],
  "Personal Care Products": ["Cosmetics", "Beauty", "Personal Care"],
  "Health Care Equipment & Supplies": ["Medical", "Surgical", "Devices"],
  "Health Care Providers & Services": ["Health", "Clinics", "Care"],
  "Health Care Technology": ["Health Systems", "MedTech", "Health Data"],
  Biotechnology: ["Biosciences", "Therapeutics", "Bio"],
  Pharmaceuticals: ["Pharma", "Pharmaceuticals", "Laboratories"],
  "Life Sciences Tools & Services": ["Life Sciences", "Labs", "Instruments"],
  Banks: ["Bank", "Bancorp", "Savings Bank"],
  "Financial Services": ["Financial", "Payments", "Capital"],
  "Consumer Finance": ["Credit", "Finance", "Lending"],
  "Capital Markets": ["Capital", "Securities", "Asset Management", "Partners"],
  "Mortgage Real Estate Investment Trusts (REITs)": ["Mortgage Trust", "Mortgage Capital"],
  Insurance: ["Insurance", "Assurance", "Mutual"],
  "IT Services": ["Digital", "IT Services", "Technologies"],
  Software: ["Software", "Systems", "Labs", "Cloud"],
  "Communications Equipment": ["Networks", "Communications", "Radio"],
  "Technology Hardware, Storage & Peripherals": ["Computing", "Devices", "Storage"],
  "Electronic Equipment, Instruments & Components": ["Electronics", "Instruments", "Sensors"],
  "Semiconductors & Semiconductor Equipment": ["Semiconductor", "Microsystems", "Silicon"],
  "Diversified Telecommunication Services": ["Telecom", "Communications"],
  "Wireless Telecommunication Services": ["Mobile", "Wireless"],
  Media: ["Media", "Broadcasting", "Publishing"],
  Entertainment: ["Entertainment", "Studios", "Games"],
  "Interactive Media & Services": ["Interactive", "Online", "Social"],
  "Electric Utilities": ["Power", "Electric"],
  "Gas Utilities": ["Gas", "Gas Networks"],
  "Multi-Utilities": ["Utilities", "Energy & Water"],
  "Water Utilities": ["Water"],
  "Independent Power and Renewable Electricity Producers": ["Renewables", "Wind", "Solar"],
  "Real Estate Management & Development": ["Real Estate", "Developments", "Properties"],
};
const REIT_WORDS = ["Properties", "Realty", "REIT", "Estates"];

/** Sector words of the other naming styles; "{}" marks where the root goes when the word leads. */
const LOCAL_SECTOR_WORDS: Partial<Record<NameStyle, Record<string, string[]>>> = {
  de: {
    "Information Technology": ["Systeme", "Software", "Halbleiter", "Digital"],
    "Health Care": ["Pharma", "Medizintechnik", "Gesundheit", "Biotech"],
    Financials: ["Bank", "Versicherung", "Kapital", "Finanz"],
    Energy: ["Energie", "Öl & Gas", "Kraftstoffe"],
    Materials: ["Chemie", "Stahl", "Werkstoffe", "Bergbau"],
    Industrials: ["Maschinenbau", "Werke", "Anlagenbau", "Logistik"],
    "Consumer Discretionary": ["Automobil", "Mode", "Handel", "Möbelwerke"],
    "Consumer Staples": ["Lebensmittel", "Brauerei", "Molkerei", "Getränke"],
    "Communication Services": ["Medien", "Telekom", "Verlag"],
    Utilities: ["Energieversorgung", "Wasserwerke", "Netze"],
    "Real Estate": ["Immobilien", "Grundbesitz", "Wohnbau"],
  },
  fr: {
    "Information Technology": ["Systèmes", "Logiciels", "Numérique", "Semi-conducteurs"],
    "Health Care": ["Pharma", "Santé", "Laboratoires {}", "Biotech"],
    Financials: ["Banque {}", "Assurances", "Capital", "Finance"],
    Energy: ["Énergie", "Pétroles", "Carburants"],
    Materials: ["Chimie", "Aciers", "Matériaux", "Mines"],
    Industrials: ["Industries", "Ingénierie", "Logistique", "Aéronautique"],
    "Consumer Discretionary": ["Automobiles", "Mode", "Distribution", "Maison"],
    "Consumer Staples": ["Alimentaire", "Brasseries {}", "Laiteries", "Boissons"],
    "Communication Services": ["Médias", "Télécom", "Éditions {}"],
    Utilities: ["Énergies", "Eaux", "Réseaux"],
    "Real Estate": ["Immobilier", "Foncière {}", "Patrimoine"],
  },
  es: {
    "Information Technology": ["Sistemas", "Software", "Digital"],
    "Health Care": ["Farma", "Salud", "Laboratorios {}"],
    Financials: ["Banco {}", "Seguros", "Capital", "Financiera"],
    Energy: ["Energía", "Petróleos", "Combustibles"],
    Materials: ["Química", "Aceros", "Minera", "Materiales"],
    Industrials: ["Industrias", "Ingeniería", "Logística"],
    "Consumer Discretionary": ["Automoción", "Moda", "Comercial"],
    "Consumer Staples": ["Alimentos", "Cervecera", "Lácteos", "Bebidas"],
    "Communication Services": ["Medios", "Telecom", "Ediciones {}"],
    Utilities: ["Energía", "Aguas", "Redes"],
    "Real Estate": ["Inmobiliaria", "Patrimonio"],
  },
  it: {
    "Information Technology": ["Sistemi", "Software", "Digitale"],
    "Health Care": ["Farmaceutici", "Salute", "Laboratori {}"],
    Financials: ["Banca {}", "Assicurazioni", "Capitale"],
    Energy: ["Energia", "Petroli"],
    Materials: ["Chimica", "Acciai", "Materiali"],
    Industrials: ["Industrie", "Meccanica", "Logistica"],
    "Consumer Discretionary": ["Automobili", "Moda", "Arredamenti"],
    "Consumer Staples": ["Alimentari", "Birrificio {}", "Caseifici"],
    "Communication Services": ["Media", "Telecomunicazioni", "Editoriale"],
    Utilities: ["Energia", "Acque", "Reti"],
    "Real Estate": ["Immobiliare"],
  },
  pt: {
    "Information Technology": ["Sistemas", "Tecnologia", "Digital"],
    "Health Care": ["Farma", "Saúde", "Laboratórios {}"],
    Financials: ["Banco {}", "Seguros", "Capital"],
    Energy: ["Energia", "Petróleo", "Combustíveis"],
    Materials: ["Química", "Siderurgia", "Mineração"],
    Industrials: ["Indústrias", "Engenharia", "Logística"],
    "Consumer Discretionary": ["Automotiva", "Moda", "Varejo"],
    "Consumer Staples": ["Alimentos", "Bebidas", "Laticínios"],
    "Communication Services": ["Mídia", "Telecom", "Comunicações"],
    Utilities: ["Energia", "Saneamento"],
    "Real Estate": ["Imóveis", "Incorporadora"],
  },
  nl: {
    "Information Technology": ["Systemen", "Software", "Digitaal"],
    "Health Care": ["Farma", "Zorg", "Medisch"],
    Financials: ["Bank", "Verzekeringen", "Kapitaal"],
    Energy: ["Energie", "Olie", "Brandstoffen"],
    Materials: ["Chemie", "Staal", "Materialen"],
    Industrials: ["Industrie", "Techniek", "Logistiek"],
    "Consumer Discretionary": ["Auto", "Mode", "Wonen"],
    "Consumer Staples": ["Voeding", "Brouwerij", "Zuivel"],
    "Communication Services": ["Media", "Telecom", "Uitgevers"],
    Utilities: ["Energie", "Water", "Netwerken"],
    "Real Estate": ["Vastgoed"],
  },
};

function sectorWord(rng: Rng, style: NameStyle, sector: string, industry: string): string {
  const local = LOCAL_SECTOR_WORDS[style]?.[sector];
  if (local && chance(rng, 0.8)) return pick(rng, local);
  return pick(rng, INDUSTRY_WORDS[industry] ?? REIT_WORDS);
}

/** "Norvale" + "Dynamics" → "Norvale Dynamics"; "Banco {}" + "Alaredo" → "Banco Alaredo". */
function joinRootAndWord(root: string, word: string): string {
  return word.includes("{}") ? word.replace("{}", root) : `${root} ${word}`;
}

const GENERIC_WORDS = ["Group", "Holdings", "Dynamics", "Partners", "International", "Global", "Works"];

export interface OrgNameParts {
  root: string;
  name: string;
}

/** A trading name in the country's style for a company of that GICS industry. */
export function makeOrgName(rng: Rng, style: NameStyle, sector: string, industry: string): OrgNameParts {
  const root = makeRoot(rng, style);
  // Two-word English roots ("Kestrel Bay") often stand alone with one sector word.
  const word = chance(rng, 0.12) ? pick(rng, GENERIC_WORDS) : sectorWord(rng, style, sector, industry);
  return { root, name: joinRootAndWord(root, word) };
}

// ---------------------------------------------------------------- people

const GIVEN: Record<NameStyle, Record<Gender, string[]>> = {
  en: {
    f: ["Emma", "Olivia", "Grace", "Hannah", "Rachel", "Claire", "Laura", "Megan", "Natalie", "Fiona", "Abigail", "Joanne", "Tessa", "Imogen"],
    m: ["James", "Daniel", "Thomas", "Oliver", "Samuel", "Andrew", "Peter", "Michael", "Simon", "Gareth", "Nathan", "Owen", "Callum", "Trevor"],
  },
  fr: {
    f: ["Camille", "Claire", "Sophie", "Élise", "Margaux", "Inès", "Lucie", "Juliette", "Hélène", "Anaïs", "Céline", "Agathe"],
    m: ["Julien", "Antoine", "Mathieu", "Nicolas", "Olivier", "Thomas", "Laurent", "Bastien", "Rémi", "Étienne", "Arnaud", "Gilles"],
  },
  de: {
    f: ["Anna", "Katrin", "Sabine", "Julia", "Lena", "Miriam", "Ulrike", "Petra", "Stefanie", "Johanna", "Birgit", "Carola"],
    m: ["Jonas", "Markus", "Stefan", "Tobias", "Matthias", "Florian", "Andreas", "Lukas", "Henrik", "Jörg", "Volker", "Ralf"],
  },
  es: {
    f: ["Lucía", "Carmen", "Elena", "Marta", "Paula", "Isabel", "Laura", "Beatriz", "Nuria", "Alba", "Rocío", "Pilar"],
    m: ["Javier", "Pablo", "Diego", "Sergio", "Álvaro", "Andrés", "Miguel", "Raúl", "Iván", "Jorge", "Ignacio", "Héctor"],
  },
  pt: {
    f: ["Ana", "Beatriz", "Mariana", "Juliana", "Camila", "Fernanda", "Larissa", "Rita", "Inês", "Carolina"],
    m: ["João", "Pedro", "Rafael", "Thiago", "Bruno", "Gustavo", "Rodrigo", "Tiago", "Vinícius", "Fábio"],
  },
  it: {
    f: ["Giulia", "Chiara", "Francesca", "Sara", "Valentina", "Elena", "Martina", "Federica", "Silvia", "Alessia"],
    m: ["Marco", "Luca", "Andrea", "Matteo", "Davide", "Stefano", "Giorgio", "Paolo", "Simone", "Lorenzo"],
  },
  nl: {
    f: ["Sanne", "Femke", "Anouk", "Lotte", "Eva", "Iris", "Marloes", "Fleur", "Noor", "Esther"],
    m: ["Daan", "Bram", "Joris", "Ruben", "Thijs", "Sander", "Wouter", "Jeroen", "Pieter", "Koen"],
  },
  nordic: {
    f: ["Ingrid", "Sigrid", "Astrid", "Maja", "Linnea", "Freja", "Karin", "Elin", "Hanne", "Tove"],
    m: ["Anders", "Henrik", "Lars", "Magnus", "Nils", "Erik", "Olav", "Jonas", "Rasmus", "Torben"],
  },
  pl: {
    f: ["Agnieszka", "Katarzyna", "Magdalena", "Zofia", "Joanna", "Ewa"],
    m: ["Piotr", "Tomasz", "Krzysztof", "Paweł", "Michał", "Marek"],
  },
  ja: {
    f: ["Yui", "Haruka", "Aoi", "Misaki", "Naomi", "Sakura", "Emi", "Rina"],
    m: ["Haruto", "Kenji", "Takumi", "Daiki", "Sota", "Ryo", "Hiroshi", "Kaito"],
  },
  ko: {
    f: ["Ji-woo", "Seo-yeon", "Min-ji", "Ha-eun", "Soo-ah", "Ye-jin"],
    m: ["Min-jun", "Ji-ho", "Hyun-woo", "Seung-min", "Do-yun", "Tae-hoon"],
  },
  in: {
    f: ["Priya", "Ananya", "Kavya", "Meera", "Nisha", "Divya", "Shreya", "Lakshmi"],
    m: ["Arjun", "Rohan", "Vikram", "Karan", "Aditya", "Rahul", "Sanjay", "Nikhil"],
  },
  ar: {
    f: ["Layla", "Noor", "Mariam", "Huda", "Salma", "Yasmin"],
    m: ["Omar", "Khalid", "Yousef", "Tariq", "Karim", "Samir"],
  },
  af: {
    f: ["Adaeze", "Funmilayo", "Ngozi", "Wanjiru", "Achieng", "Thandiwe", "Zanele", "Amara"],
    m: ["Chinedu", "Emeka", "Babatunde", "Otieno", "Kamau", "Sipho", "Thabo", "Kwame"],
  },
};

const SURNAME_PARTS: Record<NameStyle, [string[], string[]]> = {
  en: [
    ["Al", "Bren", "Car", "Dal", "Fair", "Gar", "Hol", "Kel", "Lang", "Mer", "Pres", "Rad", "Thorn", "Wal", "Ash", "Brack", "Cul", "Dray", "Grim", "Pell"],
    ["ford", "wick", "more", "field", "well", "ridge", "ham", "stone", "worth", "croft", "ings", "lowe", "bury", "cott"],
  ],
  fr: [
    ["Bel", "Char", "Dam", "Four", "Gar", "Lam", "Mar", "Mon", "Roch", "Val", "Ver", "Dur", "Lef", "Bou", "Cor", "Thi"],
    ["ard", "eau", "ier", "elle", "ot", "ais", "and", "ichon", "ault", "eron", "illon", "asse"],
  ],
  de: [
    ["Bren", "Dorn", "Eck", "Feld", "Grün", "Hart", "Kess", "Lind", "Mohr", "Reh", "Schell", "Stein", "Wald", "Wend", "Zell", "Brau"],
    ["berg", "mann", "hardt", "ler", "inger", "bach", "hoff", "mayer", "wig", "ner", "stedt"],
  ],
  es: [
    ["Alar", "Bal", "Cas", "Esc", "Gal", "Lor", "Mend", "Olm", "Quir", "Sal", "Tor", "Vald", "Zam", "Riv", "Ped", "Ocá"],
    ["edo", "illa", "ares", "iz", "ano", "era", "uela", "ero", "ueña", "ada", "ena"],
  ],
  pt: [
    ["Alv", "Bra", "Cas", "Fer", "Gal", "Mar", "Pedr", "Ser", "Tav", "Vil", "Cor", "Ban"],
    ["eira", "inho", "ães", "ada", "oso", "ela", "ral", "ares", "ato"],
  ],
  it: [
    ["Bar", "Cal", "Fer", "Gal", "Lom", "Mar", "Pel", "Ros", "Sar", "Ten", "Vis", "Zan", "Bor", "Cor", "Mon"],
    ["ini", "etti", "azzi", "ucci", "elli", "one", "ari", "esi", "otti", "ani"],
  ],
  nl: [
    ["van der Berk", "de Hoog", "van Dam", "Molen", "van Velde", "Wijn", "Zand", "Brug", "de Eik", "van Heem", "Stroo", "Vlie"],
    ["hout", "stra", "ema", "man", "huis", "hoven", "kamp", ""],
  ],
  nordic: [
    ["Berg", "Dahl", "Fjell", "Holm", "Lund", "Nord", "Sand", "Strand", "Vik", "Ås", "Kvarn", "Lind"],
    ["gren", "ström", "qvist", "heim", "sen", "by", "land", "vall"],
  ],
  pl: [
    ["Brze", "Dąb", "Gór", "Kraw", "Lis", "Mal", "Sosn", "Wier", "Zaw", "Kor"],
    ["owski", "ecki", "ski", "czyk", "iak", "ewicz"],
  ],
  ja: [
    ["Ka", "Mi", "Ta", "Ha", "Yo", "Shi", "Mo", "Ku", "Fu", "Sa", "Na", "To", "Hi", "Ma"],
    ["mura", "kawa", "da", "saki", "moto", "yama", "hara", "oka", "zawa", "no"],
  ],
  ko: [["Kim", "Lee", "Park", "Choi", "Jung", "Kang", "Yoon", "Han", "Seo", "Oh"], [""]],
  in: [["Menon", "Iyer", "Kapoor", "Desai", "Nair", "Rao", "Mehta", "Kulkarni", "Bhat", "Reddy", "Joshi", "Pillai"], [""]],
  ar: [["Al-Rah", "Had", "Ben", "Taz", "El Idr", "Man", "Sal", "Kha"], ["mani", "dad", "ali", "i", "issi", "souri", "ehi", "lidi"]],
  af: [
    ["Ade", "Oko", "Balo", "Eze", "Oka", "Mwa", "Nje", "Ndlo", "Dla", "Moko", "Oti", "Kama"],
    ["yemi", "nkwo", "gun", "for", "ngi", "roge", "vu", "mini", "ena", "eno", "u"],
  ],
};

export interface PersonName {
  givenName: string;
  familyName: string;
  name: string;
}

export function makePersonName(rng: Rng, style: NameStyle, gender: Gender): PersonName {
  const givenName = pick(rng, GIVEN[style][gender]);
  const [heads, tails] = SURNAME_PARTS[style];
  let familyName = pick(rng, heads) + pick(rng, tails);
  // Spanish speakers usually carry two surnames; the press often prints both.
  if (style === "es" && chance(rng, 0.4)) familyName += " " + pick(rng, heads) + pick(rng, tails);
  // Korean and Japanese given names follow the family name in the demo's English-language press too.
  const name = style === "ko" ? `${familyName} ${givenName}` : `${givenName} ${familyName}`;
  return { givenName, familyName, name };
}

// ---------------------------------------------------------------- cities

const CITY_PARTS: Record<NameStyle, [string[], string[]]> = {
  en: [
    ["Ash", "Brack", "Clare", "Dun", "Ever", "Fair", "Glen", "Hale", "Kings", "Lang", "Mill", "North", "Oak", "Red", "Thorn", "West", "Harrow", "Sil", "Wren", "Cold"],
    ["ford", "bury", "ton", "mouth", "field", "haven", "wick", "stead", "port", "ley", "bridge", "dale", "minster", "holm"],
  ],
  fr: [
    ["Beau", "Mont", "Val", "Roche", "Fontaine", "Belle", "Pont", "Clair", "Saint-Aub", "Vern", "Lour", "Mar"],
    ["mont", "fort", "lieu", "ville", "ac", "court", "mar", "bourg", "igny", "euil"],
  ],
  de: [
    ["Alt", "Eber", "Falken", "Groß", "Hohen", "Kirch", "Linden", "Marien", "Neu", "Ober", "Rosen", "Sonnen", "Tann", "Wald", "Weiß"],
    ["berg", "burg", "dorf", "feld", "hausen", "heim", "stadt", "stein", "tal", "au"],
  ],
  es: [
    ["San ", "Villa", "Puerto ", "Monte", "Val", "Alto", "Sierra ", "Río", "Torre", "Campo"],
    ["verde", "mar", "alta", "rosa", "clara", "dorado", "lumbre", "mayor", "nueva", "serena"],
  ],
  pt: [
    ["São ", "Vila ", "Porto ", "Monte ", "Santa ", "Rio ", "Campo "],
    ["Serrana", "Ventura", "Aurora", "Clara", "Fonte", "Pedralva", "Cascata", "Coqueiral", "Lumiara", "Bonança"],
  ],
  it: [
    ["Castel", "Monte", "Borgo", "Villa", "Porto", "San Ver", "Roc", "Val", "Fonte", "Colle"],
    ["fiore", "rosso", "verde", "alto", "nuovo", "lago", "chiaro", "mare", "luna", "bello"],
  ],
  nl: [
    ["Oost", "West", "Noord", "Zuid", "Groen", "Hoog", "Laag", "Nieuw", "Oud", "Brede"],
    ["dijk", "veen", "hoven", "dam", "wijk", "horst", "zand", "recht", "mond", "kerk"],
  ],
  nordic: [
    ["Fjell", "Sol", "Norr", "Is", "Lunde", "Sten", "Björk", "Havs", "Vinter", "Ros"],
    ["vik", "by", "borg", "holm", "fjord", "sund", "stad", "ås", "näs", "havn"],
  ],
  pl: [
    ["Brzo", "Dąbro", "Grab", "Lesz", "Mił", "Rad", "Sosno", "Wierz", "Zabło"],
    ["wice", "no", "ów", "ice", "owo", "ków"],
  ],
  ja: [
    ["Kami", "Shimo", "Naka", "Hoshi", "Taka", "Minami", "Kita", "Higashi", "Nishi", "Aoi"],
    ["kawa", "yama", "hara", "saki", "mura", "shima", "zaki", "oka", "hama"],
  ],
  ko: [
    ["Han", "Seo", "Dong", "Nam", "Buk", "Cheong", "Gwang", "Hwa", "Jin", "Song"],
    ["san", "ju", "won", "cheon", "pyeong", "do", "gang", "hae"],
  ],
  in: [
    ["Rama", "Chandra", "Sur", "Vis", "Kal", "Nila", "Hari", "Madhu", "Indra"],
    ["pur", "nagar", "abad", "garh", "pet", "wadi", "puram", "kot", "ganj"],
  ],
  ar: [
    ["Al ", "Ras ", "Bir ", "Wadi ", "Dar ", "Ain ", "Bab "],
    ["Nakhla", "Sahra", "Qamar", "Zahra", "Nour", "Rimal", "Sidra", "Falaj"],
  ],
  af: [
    ["Ubu", "Kwa", "Ila", "Nko", "Mbu", "Oke", "Kisi", "Laba", "Tembe"],
    ["ni", "zi", "ja", "ola", "mba", "ro", "wa", "tu", "lo", "nde"],
  ],
};

export function makeCityName(rng: Rng, style: NameStyle): string {
  const [heads, tails] = CITY_PARTS[style];
  const name = pick(rng, heads) + pick(rng, tails);
  // Every word starts with a capital: "Puerto Lumbre", "Wadi Sahra".
  return name.replace(/(^|[ -])(\p{Ll})/gu, (_, sep: string, letter: string) => sep + letter.toUpperCase());
}

// ---------------------------------------------------------------- products

const BRAND_HEADS = ["Vel", "Quan", "Ori", "Zen", "Lum", "Nex", "Sol", "Aur", "Cor", "Ter", "Vio", "Kyr", "Pax", "Nov", "Ard", "Ely", "Tav", "Mir", "Bryn", "Cael"];
const BRAND_TAILS = ["ora", "ix", "an", "ia", "eo", "us", "ara", "on", "ex", "ity", "elle", "ion", "a", "ium"];
const DRUG_TAILS = ["limab", "tinib", "vir", "statin", "zumab", "parin", "cillin", "dronate", "prazole", "tide"];
const MODELS = ["One", "Pro", "Max", "Go", "Edge", "Prime", "Air", "Plus", "X", "Lite"];

/** Syllable pairs that happen to spell a real brand or a plain word; never used as a brand. */
const BRAND_BLOCKLIST = new Set(["nexium", "nexus", "aurora", "orion", "novus", "mirion", "solus", "cora", "terra", "coron", "solia", "novia", "paxil", "velia", "aura", "nova"]);

/** A product name that suits its category: drug-like names for treatments, brand + model elsewhere. */
export function makeProductName(rng: Rng, category: string): string {
  const head = pick(rng, BRAND_HEADS);
  if (category === "drug") return head + pick(rng, ["a", "o", "e", "i"]) + pick(rng, DRUG_TAILS);
  let brand = head + pick(rng, BRAND_TAILS);
  for (let tries = 0; BRAND_BLOCKLIST.has(brand.toLowerCase()) && tries < 20; tries++) brand = pick(rng, BRAND_HEADS) + pick(rng, BRAND_TAILS);
  const roll = rng.next();
  if (roll < 0.35) return `${brand} ${pick(rng, MODELS)}`;
  if (roll < 0.6) return `${brand} ${String.fromCharCode(65 + Math.floor(rng.next() * 26))}${1 + Math.floor(rng.next() * 9)}`;
  return brand;
}

// ---------------------------------------------------------------- tickers

/** Candidate tickers from a name: consonant skeletons of its words, then letter runs. */
export function tickerCandidates(name: string): string[] {
  const letters = name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toUpperCase()
    .replace(/[^A-Z ]/g, "");
  const words = letters.split(/\s+/).filter(Boolean);
  const first = words[0] ?? "X";
  const skeleton = (first[0] ?? "") + first.slice(1).replace(/[AEIOU]/g, "");
  const initials = words.map((w) => w[0]).join("");
  const out = [
    skeleton.slice(0, 4),
    skeleton.slice(0, 3),
    (skeleton.slice(0, 3) + (words[1]?.[0] ?? "")).slice(0, 4),
    first.slice(0, 4),
    initials.length >= 3 ? initials.slice(0, 4) : (initials + skeleton.slice(1)).slice(0, 3),
  ];
  for (let i = 0; i + 3 <= first.length; i++) out.push(first.slice(i, i + 3));
  return out.filter((t) => t.length >= 3);
}
