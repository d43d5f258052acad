// French. Templates avoid "en/au/aux + pays" so that country names need no article table.
import type { EventType } from "../types";
import { byGender, type EventTemplates, type LanguagePack } from "./language-pack";
import { capitalise, elide } from "./grammar";
import { formatGroupedNumber, scaleNumber } from "./numbers";

const MONTHS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"];

const CURRENCY: Record<string, string> = {
  USD: "dollars",
  EUR: "euros",
  GBP: "livres sterling",
  CHF: "francs suisses",
  JPY: "yens",
  CAD: "dollars canadiens",
  AUD: "dollars australiens",
};

const events: Record<EventType, EventTemplates> = {
  acquisition: {
    headlines: [
      (f) => `${f.subject} rachète ${f.object} pour ${f.amount}`,
      (f) => `${f.subjectShort} met la main sur ${f.objectShort}`,
    ],
    leads: [
      (f) => `${f.subject} a annoncé le ${f.date} le rachat ${elide("de", f.object)}, ${f.objectDesc} installé à ${f.objectCity}, pour un montant de ${f.amount}.`,
      (f) => `${f.subject}, ${f.subjectDesc} basé à ${f.subjectCity}, va acquérir ${f.object} dans le cadre d'une opération évaluée à ${f.amount}, ont indiqué les deux sociétés le ${f.date}.`,
    ],
    details: [
      () => `La transaction, approuvée par les deux conseils d'administration, doit être finalisée d'ici neuf mois, sous réserve du feu vert des autorités de la concurrence.`,
      (f) => `Selon des sources proches du dossier, ${f.subjectShort} étudiait une offre sur ${f.objectShort} depuis plus d'un an.`,
    ],
    quotes: [
      () => `Ce rapprochement nous donne la taille nécessaire pour servir les plus grands clients`,
      (f) => `Nous suivons ${f.objectShort} depuis longtemps et le moment était venu`,
    ],
    recap: (f) => `a annoncé le rachat ${elide("de", f.object)} pour ${f.amount}`,
  },
  investment: {
    headlines: [
      (f) => `${f.subject} investit ${f.amount} dans ${f.object}`,
      (f) => `${f.subjectShort} prend ${f.stake} du capital ${elide("de", f.objectShort)}`,
    ],
    leads: [
      (f) => `${f.subject} a investi ${f.amount} dans ${f.object} et détient désormais environ ${f.stake} de son capital, ont annoncé les deux entreprises le ${f.date}.`,
      (f) => `${f.object}, ${f.objectDesc} basé à ${f.objectCity}, a levé ${f.amount} auprès ${elide("de", f.subject)}, qui prend une participation d'environ ${f.stake}.`,
    ],
    details: [
      (f) => `Les fonds serviront à renforcer les équipes d'ingénierie ${elide("de", f.objectShort)} et à accélérer son développement à l'international.`,
      (f) => `${f.subjectShort} disposera d'un siège au conseil d'administration.`,
    ],
    quotes: [() => `Cet investissement nous permet d'aller plus vite sur les produits que nos clients attendent`],
    recap: (f) => `a investi ${f.amount} dans ${f.object}`,
  },
  partnership: {
    headlines: [
      (f) => `${f.subject} et ${f.object} s'allient`,
      (f) => `Partenariat entre ${f.subjectShort} et ${f.objectShort}`,
    ],
    leads: [
      (f) => `${f.subject} et ${f.object} ont annoncé le ${f.date} un partenariat de ${f.years} ans ${f.area}.`,
      (f) => `${f.subject}, ${f.subjectDesc}, a signé le ${f.date} un accord avec ${f.object} pour collaborer ${f.area}.`,
    ],
    details: [
      () => `Les conditions financières n'ont pas été dévoilées. Les équipes des deux groupes partageront des moyens pendant la première phase.`,
      (f) => `L'accord concerne d'abord les clients de ${f.subjectCity} et de ${f.objectCity}, avant une extension possible à d'autres marchés.`,
    ],
    quotes: [() => `Aucun de nous n'aurait pu le faire aussi bien seul`],
    recap: (f) => `a noué un partenariat avec ${f.object}`,
  },
  lawsuit: {
    headlines: [
      (f) => `${f.subject} attaque ${f.object} en justice`,
      (f) => `${f.subjectShort} réclame ${f.amount} à ${f.objectShort}`,
    ],
    leads: [
      (f) => `${f.subject} a assigné ${f.object} devant un tribunal de ${f.place} pour ${f.matter}, selon des documents déposés le ${f.date}.`,
      (f) => `${f.subject} réclame ${f.amount} de dommages et intérêts à ${f.object}, qu'il accuse de ${f.matter}, dans une plainte déposée le ${f.date}.`,
    ],
    details: [
      (f) => `${f.objectShort} a indiqué qu'il contesterait ces accusations, qu'il juge infondées.`,
      () => `La plainte demande également la suspension des ventes des produits concernés pendant la procédure.`,
    ],
    quotes: [() => `Nous avons tenté pendant des mois de régler ce différend à l'amiable`],
    recap: (f) => `a porté plainte contre ${f.object}`,
  },
  supply_deal: {
    headlines: [
      (f) => `${f.subject} décroche un contrat de ${f.amount} auprès ${elide("de", f.object)}`,
      (f) => `${f.objectShort} choisit ${f.subjectShort} comme fournisseur`,
    ],
    leads: [
      (f) => `${f.subject} fournira ${f.category} à ${f.object} dans le cadre d'un contrat de ${f.years} ans d'une valeur d'environ ${f.amount}, ont annoncé les deux sociétés le ${f.date}.`,
      (f) => `${capitalise(f.object)} a retenu ${f.subject}, ${f.subjectDesc}, pour lui fournir ${f.category}, un contrat estimé à ${f.amount}.`,
    ],
    details: [
      (f) => `Les premières livraisons partiront des sites ${elide("de", f.subjectShort)} dès le trimestre prochain.`,
      (f) => `Le contrat fait ${elide("de", f.objectShort)} l'un des cinq principaux clients ${elide("de", f.subjectShort)}.`,
    ],
    quotes: [() => `La fiabilité des approvisionnements est au cœur de cet accord`],
    recap: (f) => `a signé un contrat d'approvisionnement de ${f.amount} avec ${f.object}`,
  },
  executive_appointment: {
    headlines: [
      (f) => `${f.subject} nomme ${f.person} ${f.role}`,
      (f) => `${f.person} ${byGender(f.personFem, "nommée", "nommé")} ${f.role} ${elide("de", f.subjectShort)}`,
    ],
    leads: [
      (f) => `${f.subject} a ${byGender(f.personFem, "nommé", "nommé")} ${f.person} au poste de ${f.role}, a annoncé le groupe le ${f.date}${f.predecessor ? `, en remplacement ${elide("de", f.predecessor)}` : ""}.`,
      (f) => `${f.person} devient ${f.role} ${elide("de", f.subject)}, ${f.subjectDesc}${f.previousOrg ? `, après un parcours chez ${f.previousOrg}` : ""}, selon un communiqué publié le ${f.date}.`,
    ],
    details: [
      (f) => `${f.personShort} prendra ses fonctions le mois prochain et rendra compte au conseil d'administration.`,
      (f) => `${f.predecessor ? `${f.predecessor} restera conseiller du groupe jusqu'à la fin de l'année.` : "Le poste était occupé par intérim depuis plusieurs mois."}`,
    ],
    quotes: [(f) => `${f.personShort} apporte exactement l'expérience dont nous avons besoin`],
    recap: (f) => `a nommé ${f.person} ${f.role}`,
  },
  executive_departure: {
    headlines: [
      (f) => `${f.person} quitte la direction ${elide("de", f.subject)}`,
      (f) => `${f.subjectShort} : départ de ${f.person}`,
    ],
    leads: [
      (f) => `${f.person}, ${f.role} ${elide("de", f.subject)}, quittera ses fonctions après ${f.tenure} ans à ce poste, a indiqué l'entreprise le ${f.date}.`,
      (f) => `${f.subject} a annoncé le ${f.date} la démission de ${f.person}, ${byGender(f.personFem, "sa", "son")} ${f.role}, avec effet immédiat.`,
    ],
    details: [() => `Le conseil d'administration a lancé la recherche d'un successeur. Aucune raison n'a été donnée à ce départ.`],
    quotes: [() => `Diriger cette entreprise a été un privilège ; le moment est venu de passer le relais`],
    recap: (f) => `a annoncé le départ de ${f.person}`,
  },
  earnings: {
    headlines: [
      (f) => `${f.subject} : chiffre d'affaires en ${f.up ? "hausse" : "baisse"} de ${f.change} au ${f.quarter}`,
      (f) => `${f.subjectShort} ${f.profit ? "reste bénéficiaire" : "passe dans le rouge"} au ${f.quarter}`,
    ],
    leads: [
      (f) => `${f.subject} a publié le ${f.date} un chiffre d'affaires de ${f.revenue} pour le ${f.quarter}, en ${f.up ? "hausse" : "baisse"} de ${f.change} sur un an, et ${f.profit ? "un bénéfice net" : "une perte nette"} de ${f.netIncome}.`,
      (f) => `Les ventes ${elide("de", f.subject)}, ${f.subjectDesc}, ont ${f.up ? "progressé" : "reculé"} de ${f.change} au ${f.quarter}, à ${f.revenue}.`,
    ],
    details: [
      (f) => `${f.profit ? "Le bénéfice net" : "La perte nette"} s'établit à ${f.netIncome}. Le groupe ${f.up ? "relève" : "maintient"} ses prévisions pour l'exercice ${f.fiscalYear}.`,
      (f) => `Les analystes tablaient sur des ventes proches de ${f.revenue} ; le titre ${f.up ? "progressait" : "reculait"} en début de séance.`,
    ],
    quotes: [(f) => `${f.up ? "Nos équipes ont réalisé un trimestre solide" : "Le trimestre a été difficile et nous agissons sur nos coûts"}`],
    recap: (f) => `a publié un chiffre d'affaires de ${f.revenue} au ${f.quarter}`,
  },
  product_launch: {
    headlines: [
      (f) => `${f.subject} lance ${f.product}`,
      (f) => `${f.subjectShort} dévoile ${f.product}`,
    ],
    leads: [
      (f) => `${f.subject} a lancé le ${f.date} ${f.product}, ${f.category} de nouvelle génération.`,
      (f) => `${f.subject}, ${f.subjectDesc}, a présenté ${f.product}, ${f.category} qui doit lui permettre de gagner des parts de marché.`,
    ],
    details: [
      (f) => `${f.product} sera d'abord commercialisé sur le marché domestique du groupe, puis dans d'autres pays au cours des prochains mois.`,
      () => `Le développement a duré trois ans et le produit a été testé auprès d'un petit nombre de clients.`,
    ],
    quotes: [(f) => `${f.product} est le fruit de plusieurs années d'écoute de nos clients`],
    recap: (f) => `a lancé ${f.product}`,
  },
  regulatory_fine: {
    headlines: [
      (f) => `${f.subject} condamné à une amende de ${f.amount}`,
      (f) => `Amende de ${f.amount} pour ${f.subjectShort}`,
    ],
    leads: [
      (f) => `${capitalise(f.object)} a infligé une amende de ${f.amount} à ${f.subject} pour ${f.reason}, a annoncé le régulateur le ${f.date}.`,
      (f) => `${f.subject} devra payer ${f.amount} après avoir été sanctionné pour ${f.reason} par ${f.object}, selon une décision publiée le ${f.date}.`,
    ],
    details: [
      (f) => `Selon le régulateur, les manquements se sont étalés sur plusieurs années. ${f.subjectShort} a coopéré à l'enquête, ce qui a réduit la sanction.`,
      (f) => `${f.subjectShort} a déclaré accepter la décision et avoir déjà revu ses procédures.`,
    ],
    quotes: [() => `Les règles protègent les clients et s'appliquent aux entreprises de toutes tailles`],
    recap: (f) => `a reçu une amende de ${f.amount}`,
  },
  layoffs: {
    headlines: [
      (f) => `${f.subject} va supprimer ${f.headcount} postes`,
      (f) => `Plan social chez ${f.subjectShort} : ${f.headcount} emplois menacés`,
    ],
    leads: [
      (f) => `${f.subject} prévoit de supprimer environ ${f.headcount} postes, soit près de ${f.workforce} de ses effectifs, a annoncé l'entreprise le ${f.date}.`,
      (f) => `${f.subject}, ${f.subjectDesc}, va se séparer de ${f.headcount} salariés, dont une grande partie sur son site de ${f.place}.`,
    ],
    details: [
      (f) => `Les suppressions toucheront surtout ${f.place} et les fonctions administratives. Une charge de restructuration sera passée ce trimestre.`,
      () => `Les syndicats ont demandé l'ouverture rapide de négociations.`,
    ],
    quotes: [() => `Ce sont des décisions douloureuses et nous accompagnerons chaque salarié concerné`],
    recap: (f) => `a annoncé la suppression de ${f.headcount} postes`,
  },
  facility_opening: {
    headlines: [
      (f) => `${f.subject} ouvre ${f.facility} à ${f.place}`,
      (f) => `${f.subjectShort} investit ${f.amount} à ${f.place}`,
    ],
    leads: [
      (f) => `${f.subject} a inauguré le ${f.date} ${f.facility} à ${f.place} (${f.placeCountry}), un investissement de ${f.amount} qui doit créer environ ${f.jobs} emplois.`,
      (f) => `${f.subject} va investir ${f.amount} dans ${f.facility} à ${f.place}, a annoncé le groupe le ${f.date}.`,
    ],
    details: [(f) => `Les élus de ${f.place} ont salué un projet qui doit apporter quelque ${f.jobs} emplois durables.`],
    quotes: [(f) => `${f.place} nous offre les compétences et l'emplacement que nous recherchions`],
    recap: (f) => `a ouvert ${f.facility} à ${f.place}`,
  },
  product_recall: {
    headlines: [
      (f) => `${f.subject} rappelle ${f.units} exemplaires de ${f.product}`,
      (f) => `Rappel de ${f.product} : ${f.subjectShort} évoque ${f.reason}`,
    ],
    leads: [
      (f) => `${f.subject} rappelle environ ${f.units} exemplaires de ${f.product} en raison ${elide("de", f.reason)}, a indiqué l'entreprise le ${f.date}.`,
      (f) => `Les clients ayant acheté ${f.product} sont invités à ne plus l'utiliser après la découverte ${elide("de", f.reason)} par ${f.subject}.`,
    ],
    details: [(f) => `${f.subjectShort} affirme n'avoir connaissance d'aucun accident grave et remplacera ou remboursera les produits concernés.`],
    quotes: [() => `La sécurité de nos clients passe avant tout`],
    recap: (f) => `a rappelé ${f.units} exemplaires de ${f.product}`,
  },
  rebrand: {
    headlines: [
      (f) => `${f.formerName} devient ${f.subject}`,
      (f) => `${f.formerName} change de nom`,
    ],
    leads: [
      (f) => `${f.formerName} s'appelle désormais ${f.subject}, a annoncé l'entreprise le ${f.date}, estimant que ce nom reflète mieux ses activités.`,
    ],
    details: [(f) => `${f.ticker ? `L'action continuera de coter sous le symbole ${f.ticker}.` : "La structure juridique et l'actionnariat restent inchangés."}`],
    quotes: [() => `Notre nouveau nom dit ce que nous faisons aujourd'hui`],
    recap: (f) => `a abandonné le nom ${f.formerName}`,
  },
  ipo: {
    headlines: [
      (f) => `${f.subject} lève ${f.amount} lors de son introduction en Bourse`,
      (f) => `Premiers pas en Bourse pour ${f.subjectShort}`,
    ],
    leads: [
      (f) => `${f.subject} a fait ses débuts sur ${f.exchange} le ${f.date} sous le symbole ${f.ticker}, après avoir levé ${f.amount}.`,
    ],
    details: [
      () => `Le prix a été fixé dans le haut de la fourchette indicative, grâce à une forte demande des investisseurs institutionnels.`,
      (f) => `Le produit de l'opération servira à financer l'expansion ${elide("de", f.subjectShort)} et à rembourser une partie de sa dette.`,
    ],
    quotes: [() => `C'est un nouveau chapitre qui s'ouvre pour nos salariés et nos clients`],
    recap: (f) => `a fait son entrée sur ${f.exchange}`,
  },
  site_incident: {
    headlines: [
      (f) => `${capitalise(f.incident)} sur un site ${elide("de", f.subjectShort)} à ${f.place}${f.fatalityCount > 0 ? ` : ${f.fatalities} morts` : ""}`,
      (f) => `${f.place} : ${f.incident} chez ${f.subject}`,
    ],
    leads: [
      (f) => `${capitalise(f.incident)} sur un site ${elide("de", f.subject)} à ${f.place} a fait ${f.fatalityCount > 0 ? `${f.fatalities} morts et ${f.injured} blessés` : `${f.injured} blessés`} le ${f.date}, selon les services de secours.`,
    ],
    details: [
      (f) => `Le site a été évacué et l'activité suspendue pendant l'enquête. ${f.subjectShort} assure coopérer pleinement avec les autorités.`,
      () => `Le parquet a ouvert une enquête pour déterminer les circonstances du drame.`,
    ],
    quotes: [() => `Nos pensées vont aux personnes touchées et à leurs familles`],
    recap: (f) => `a été touché par ${f.incident} à ${f.place}`,
  },
  fraud_charge: {
    headlines: [
      (f) => `${f.person}, ${byGender(f.personFem, "ancienne", "ancien")} dirigeant${byGender(f.personFem, "e", "")} ${elide("de", f.subjectShort)}, ${byGender(f.personFem, "mise", "mis")} en examen`,
      (f) => `Affaire ${f.subjectShort} : ${f.person} sera ${byGender(f.personFem, "jugée", "jugé")}`,
    ],
    leads: [
      (f) => `${f.person}, ${byGender(f.personFem, "ancienne", "ancien")} ${f.role} ${elide("de", f.subject)}, est poursuivi${byGender(f.personFem, "e", "")} pour ${f.fraud} portant sur environ ${f.amount}, selon l'acte d'accusation rendu public le ${f.date} à ${f.place}.`,
    ],
    details: [
      (f) => `Les enquêteurs soupçonnent ${f.personShort} d'avoir dissimulé des pertes et fait transiter des fonds par des sociétés écrans. ${f.personShort} conteste les faits.`,
    ],
    quotes: [() => `L'entreprise a pleinement coopéré avec la justice`],
    recap: (f) => `a vu ${byGender(f.personFem, "son ancienne", "son ancien")} ${f.role} poursuivi${byGender(f.personFem, "e", "")} pour ${f.fraud}`,
  },
  data_breach: {
    headlines: [
      (f) => `${f.subject} victime d'une cyberattaque : ${f.records} clients concernés`,
      (f) => `Fuite de données chez ${f.subjectShort}`,
    ],
    leads: [
      (f) => `${f.subject} a révélé le ${f.date} que des pirates avaient accédé à ses systèmes et copié les données personnelles d'environ ${f.records} clients.`,
    ],
    details: [() => `Les numéros de cartes bancaires ne seraient pas concernés. L'autorité de protection des données a été informée.`],
    quotes: [() => `Nous présentons nos excuses à nos clients et contactons chaque personne concernée`],
    recap: (f) => `a subi une fuite de données touchant ${f.records} clients`,
  },
};

export const french: LanguagePack = {
  code: "fr",
  months: MONTHS,
  weekdays: ["dimanche", "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi"],
  longDate: (y, m, d) => `${d === 1 ? "1er" : d} ${MONTHS[m - 1]} ${y}`,
  numericDate: (y, m, d) => `${String(d).padStart(2, "0")}/${String(m).padStart(2, "0")}/${y}`,
  money: (amount) => {
    const scaled = scaleNumber(amount.value, ",", "\u202f");
    const unit = scaled.scale === "billion" ? (scaled.amount < 2 ? "milliard" : "milliards") : scaled.scale === "million" ? (scaled.amount < 2 ? "million" : "millions") : "";
    const currency = CURRENCY[amount.currency] ?? amount.currency;
    const joiner = unit ? (/^[aeiouy]/i.test(currency) ? " d'" : " de ") : " ";
    return `${scaled.text}${unit ? ` ${unit}` : ""}${joiner}${currency}`;
  },
  count: (value) => formatGroupedNumber(value, "\u202f", ","),
  percent: (value) => `${String(value).replace(".", ",")}\u00a0%`,
  relativeDates: ["la semaine dernière", "il y a quelques jours", "en début de mois", "mardi dernier", "récemment"],
  countries: {
    "United States": "États-Unis", Canada: "Canada", Mexico: "Mexique", Brazil: "Brésil", Argentina: "Argentine", Chile: "Chili",
    Colombia: "Colombie", "United Kingdom": "Royaume-Uni", Ireland: "Irlande", France: "France", Germany: "Allemagne", Spain: "Espagne",
    Portugal: "Portugal", Italy: "Italie", Netherlands: "Pays-Bas", Belgium: "Belgique", Switzerland: "Suisse", Austria: "Autriche",
    Sweden: "Suède", Norway: "Norvège", Denmark: "Danemark", Poland: "Pologne", Japan: "Japon", "South Korea": "Corée du Sud",
    India: "Inde", Singapore: "Singapour", Australia: "Australie", "New Zealand": "Nouvelle-Zélande", "South Africa": "Afrique du Sud",
    Nigeria: "Nigeria", Kenya: "Kenya", "United Arab Emirates": "Émirats arabes unis", Morocco: "Maroc",
  },
  sectorNoun: {
    "Information Technology": ["un groupe technologique", "un éditeur de logiciels", "un fabricant de puces"],
    "Health Care": ["un laboratoire pharmaceutique", "un spécialiste des technologies médicales", "un groupe de santé"],
    Financials: ["un groupe bancaire", "un assureur", "un gestionnaire d'actifs"],
    Energy: ["un groupe énergétique", "un producteur de pétrole et de gaz", "un distributeur de carburants"],
    Materials: ["un groupe chimique", "un groupe minier", "un producteur de matériaux"],
    Industrials: ["un groupe d'ingénierie", "un fabricant de machines", "un logisticien"],
    "Consumer Discretionary": ["un distributeur", "un constructeur automobile", "un groupe de biens de consommation"],
    "Consumer Staples": ["un groupe agroalimentaire", "un fabricant de boissons", "un fabricant de produits ménagers"],
    "Communication Services": ["un opérateur télécoms", "un groupe de médias", "un éditeur de jeux vidéo"],
    Utilities: ["un fournisseur d'électricité", "un énergéticien", "un distributeur d'eau"],
    "Real Estate": ["un groupe immobilier", "un investisseur immobilier", "un promoteur immobilier"],
  },
  sectorPlural: {
    "Information Technology": "les groupes technologiques",
    "Health Care": "les laboratoires et groupes de santé",
    Financials: "les banques et les assureurs",
    Energy: "les producteurs d'énergie",
    Materials: "les producteurs de matériaux",
    Industrials: "les groupes industriels",
    "Consumer Discretionary": "les entreprises de biens de consommation",
    "Consumer Staples": "les groupes agroalimentaires",
    "Communication Services": "les opérateurs télécoms et les médias",
    Utilities: "les fournisseurs d'énergie et d'eau",
    "Real Estate": "les foncières",
  },
  role: (role, gender) => {
    const fem = gender === "f";
    return {
      ceo: fem ? "directrice générale" : "directeur général",
      cfo: fem ? "directrice financière" : "directeur financier",
      coo: fem ? "directrice des opérations" : "directeur des opérations",
      cto: fem ? "directrice technique" : "directeur technique",
      chair: fem ? "présidente du conseil d'administration" : "président du conseil d'administration",
    }[role];
  },
  quarter: (q) => ["premier trimestre", "deuxième trimestre", "troisième trimestre", "quatrième trimestre"][q - 1] as string,
  phrases: {
    "fine.market_abuse": "abus de marché",
    "fine.price_fixing": "entente sur les prix",
    "fine.misleading_ads": "publicité trompeuse",
    "fine.data_protection": "manquements à la protection des données",
    "fine.safety": "manquements aux règles de sécurité",
    "fine.environment": "atteintes à l'environnement",
    "fine.reporting": "défaillances dans son information financière",
    "suit.patent": "contrefaçon de brevets",
    "suit.contract": "rupture de contrat",
    "suit.antitrust": "pratiques anticoncurrentielles",
    "suit.trade_secrets": "vol de secrets d'affaires", "suit.misleading_investors": "tromperie des investisseurs",
    "recall.overheating": "un risque de surchauffe",
    "recall.contamination": "une possible contamination",
    "recall.brakes": "un défaut du système de freinage",
    "recall.labelling": "une erreur d'étiquetage",
    "recall.software": "un défaut logiciel",
    "incident.explosion": "une explosion",
    "incident.fire": "un incendie",
    "incident.robbery": "un vol à main armée",
    "incident.assault": "une agression violente",
    "incident.collapse": "un effondrement",
    "area.research": "dans la recherche et le développement",
    "area.distribution": "dans la distribution",
    "area.cloud": "dans les services cloud",
    "area.joint_venture": "au sein d'une coentreprise",
    "area.sustainability": "pour réduire leurs émissions",
    "fraud.accounting": "fraude comptable",
    "fraud.embezzlement": "abus de biens sociaux",
    "fraud.insider": "délit d'initié",
    "facility.plant": "une usine",
    "facility.datacentre": "un centre de données",
    "facility.lab": "un laboratoire de recherche",
    "facility.warehouse": "un centre de distribution",
    "facility.office": "un siège régional",
    "facility.store": "un magasin phare",
    "cat.chips": "un processeur",
    "cat.software": "une plateforme logicielle",
    "cat.cloud": "un service cloud",
    "cat.drug": "un traitement",
    "cat.device": "un dispositif médical",
    "cat.diagnostic": "un test de diagnostic",
    "cat.banking_app": "une application bancaire",
    "cat.insurance": "une offre d'assurance",
    "cat.fund": "un fonds d'investissement",
    "cat.fuel": "un carburant bas carbone",
    "cat.lng": "une offre de gaz naturel liquéfié",
    "cat.drilling": "un service de forage",
    "cat.chemicals": "une gamme de produits chimiques de spécialité",
    "cat.steel": "une gamme d'aciers",
    "cat.packaging": "un matériau d'emballage",
    "cat.machinery": "une machine industrielle",
    "cat.aircraft_parts": "un composant aéronautique",
    "cat.rail": "un équipement ferroviaire",
    "cat.car": "une voiture électrique",
    "cat.apparel": "une ligne de vêtements",
    "cat.appliance": "un appareil électroménager",
    "cat.snack": "une gamme d'en-cas",
    "cat.beverage": "une boisson",
    "cat.cosmetics": "une gamme de soins",
    "cat.streaming": "un service de streaming",
    "cat.mobile_plan": "un forfait mobile",
    "cat.game": "un jeu vidéo",
    "cat.green_tariff": "une offre d'électricité verte",
    "cat.smart_meter": "un compteur communicant",
    "cat.grid_storage": "un système de stockage par batteries",
    "cat.office_space": "un ensemble de bureaux",
    "cat.housing": "un programme de logements",
    "cat.logistics_park": "une plateforme logistique",
    "goods.Information Technology": "des puces et des logiciels",
    "goods.Health Care": "des principes actifs et du matériel médical",
    "goods.Financials": "des services de paiement",
    "goods.Energy": "du gaz et des carburants",
    "goods.Materials": "de l'acier et des produits chimiques",
    "goods.Industrials": "des équipements et des pièces détachées",
    "goods.Consumer Discretionary": "des composants et des produits finis",
    "goods.Consumer Staples": "des produits alimentaires",
    "goods.Communication Services": "des services de réseau et des contenus",
    "goods.Utilities": "de l'électricité",
    "goods.Real Estate": "des surfaces logistiques",
  },
  events,
  quote: (words, speaker, role, org, variant) =>
    variant % 2 === 0
      ? `« ${words} », a déclaré ${speaker}, ${role} ${elide("de", org)}.`
      : `« ${words} », explique ${speaker}, ${role} ${elide("de", org)}, dans un communiqué.`,
  spokesperson: "un porte-parole",
  quoteAnonymous: (words, org) => `« ${words} », a indiqué un porte-parole ${elide("de", org)}.`,
  monthYear: (y, m) => `${MONTHS[m - 1]} ${y}`,
  followUpTitle: (headline) => `${headline} : les réactions se multiplient`,
  followUpLeads: [
    (f) => `Plusieurs jours après l'annonce ${elide("de", f.subject)} du ${f.date}, les réactions restent partagées.`,
    (f) => `Les conséquences de l'annonce faite le ${f.date} par ${f.subject} continuent d'agiter le secteur.`,
  ],
  reaction: [
    (f) => `L'action ${elide("de", f.subjectShort)} a ${f.up ? "gagné" : "perdu"} ${f.change} au cours des deux séances suivantes.`,
    (f) => `Les analystes sont partagés : certains saluent une décision attendue, d'autres doutent de la capacité ${elide("de", f.subjectShort)} à tenir ses promesses.`,
  ],
  analysis: [
    (f) => `Les analystes ${elide("de", f.others[0] ?? "")} estiment que cette annonce ne change pas leur vision à long terme ${elide("de", f.subjectShort)}, tout en soulignant les incertitudes qui pèsent sur ${f.sectorPlural}.`,
    (f) => `Dans une note à ses clients, ${f.others[0]} indique qu'il réexaminera ses prévisions après la publication des prochains résultats ${elide("de", f.subjectShort)}.`,
  ],
  profileListed: [
    (f) => `Fondé en ${f.year} et basé à ${f.subjectCity} (${f.subjectCountry}), ${f.subject} est coté sur ${f.exchange} sous le symbole ${f.ticker}.`,
  ],
  profilePrivate: [
    (f) => `${f.subject}, entreprise non cotée basée à ${f.subjectCity} (${f.subjectCountry}), emploie environ ${f.headcount} personnes.`,
  ],
  leadership: (ceo, role, since) => `Le groupe est dirigé depuis ${since} par ${ceo}, ${role}.`,
  formerlyKnown: (org, former) => `${org} s'appelait auparavant ${former}.`,
  history: (org, when, clause) => `En ${when}, ${org} ${clause}.`,
  sectorContext: [
    (f) => `Cette annonce intervient alors que ${f.sectorPlural} font face à des coûts de financement plus élevés.`,
    (f) => `Les opérations se multiplient chez ${f.sectorPlural} en ${f.year}, à la recherche de relais de croissance hors de leur marché d'origine.`,
  ],
  closings: [
    () => `L'entreprise doit donner plus de détails lors de la présentation de ses prochains résultats.`,
    () => `Les deux parties n'ont pas souhaité faire d'autres commentaires.`,
  ],
  feature: {
    headlines: [
      (f) => `Ce qu'il faut surveiller chez ${f.sectorPlural} en ${f.year}`,
      (f) => `Pourquoi ${f.sectorPlural} revoient leur stratégie`,
    ],
    paragraphs: [
      (f) => `Pour ${f.sectorPlural}, ${f.year} combine une demande solide et des coûts en hausse. Les dirigeants ${elide("de", f.others[0] ?? "")} et ${elide("de", f.others[1] ?? "")} décrivent un marché qui récompense la taille.`,
      (f) => `${f.others[0]} a beaucoup investi dans de nouvelles capacités, tandis que ${f.others[1]} a choisi de reverser du cash à ses actionnaires.`,
      () => `Les régulateurs ont de leur côté annoncé un examen plus strict des grandes opérations.`,
      () => `Beaucoup dépendra des taux d'intérêt et de la résistance de la consommation.`,
    ],
  },
  pressRelease: {
    dateline: (city, date) => `${city.toUpperCase()}, le ${date} –`,
    about: (org) => `À propos ${elide("de", org)}`,
    mediaContact: "Contact presse : service de presse",
    forwardLooking: "Ce communiqué contient des déclarations prospectives soumises à des risques et incertitudes.",
    source: (org) => `Source : ${org}`,
  },
  boilerplate: {
    nav: ["Économie", "Entreprises", "Marchés", "Tech", "Énergie", "Santé", "Opinions", "International"],
    home: "Accueil",
    search: "Rechercher",
    subscribe: "S'abonner",
    cookie: "Nous utilisons des cookies pour améliorer votre expérience, mesurer l'audience et vous proposer des contenus adaptés.",
    cookieAccept: "Tout accepter",
    cookieSettings: "Paramétrer",
    newsletter: "Recevez chaque matin l'essentiel de l'actualité économique.",
    newsletterButton: "Je m'inscris",
    emailPlaceholder: "Votre adresse e-mail",
    related: "À lire aussi",
    mostRead: "Les plus lus",
    readMore: "Lire la suite",
    advertisement: "Publicité",
    share: "Partager",
    footerLinks: ["Qui sommes-nous", "Contact", "Mentions légales", "Confidentialité", "CGU", "Gestion des cookies"],
    rights: (year, outlet) => `© ${year} ${outlet}. Tous droits réservés. Titre fictif de l'archive de démonstration.`,
    by: "Par",
    and: "et",
    published: "Publié le",
    updated: "Mis à jour le",
    textDate: (date) => `Article publié le ${date}.`,
    updateNote: (date) => `Cet article a été mis à jour le ${date} avec la réaction de l'entreprise.`,
    correction: (date) => `Rectificatif (${date}) : une version précédente de cet article comportait un chiffre erroné.`,
    staff: "La rédaction",
    tags: "Sujets",
    minutesRead: (minutes) => `Lecture ${minutes} min`,
  },
  sections: {
    business: "Économie", markets: "Marchés", companies: "Entreprises", technology: "Tech", health: "Santé", energy: "Énergie",
    legal: "Justice", industry: "Industrie", consumer: "Consommation", property: "Immobilier", media: "Médias", world: "International",
  },
};
