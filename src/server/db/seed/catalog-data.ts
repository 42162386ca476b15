import { projectStatusTable } from "@/shared/project-statuses";
import type { AnswerType } from "@/shared/catalog-types";

/*
 * The catalogue's structure: ids, codes, order and flags. Its names in French and Dutch have one
 * home, the dictionaries' `catalog` section (src/shared/i18n/{fr,nl}/catalog*.ts); the seed copies
 * them into the database (./catalog-texts.ts, docs/product/catalogue.md).
 */

export interface CategorySeed {
  id: number;
  code: string;
  slugFr: string;
  slugNl: string;
  isActive: boolean;
}

export interface SubCategorySeed {
  id: number;
  categoryId: number;
  code: string;
  isActive: boolean;
}

export interface ServiceSeed {
  id: number;
  subCategoryId: number;
  code: string;
  isActive: boolean;
  needsManualHandling?: boolean;
  questions: string[];
}

export interface QuestionSeed {
  id: number;
  code: string;
  answerType: AnswerType;
  answers: { id: number; code: string }[];
}

export const categorySeeds: CategorySeed[] = [
  {
    id: 1,
    code: "heating-cooling",
    slugFr: "chauffage-climatisation",
    slugNl: "verwarming-verkoeling",
    isActive: true,
  },
  {
    id: 2,
    code: "plumbing-pipes",
    slugFr: "sanitaires-conduites",
    slugNl: "sanitair-leidingen",
    isActive: true,
  },
  {
    id: 3,
    code: "finishing-electricity",
    slugFr: "finitions-electricite",
    slugNl: "afwerking-electriciteit",
    isActive: true,
  },
  {
    id: 4,
    code: "garden-facade-roof",
    slugFr: "jardin-facade-toiture",
    slugNl: "tuin-gevel-dak",
    isActive: true,
  },
  { id: 5, code: "certificates", slugFr: "certificats", slugNl: "certificaten", isActive: false },
  { id: 6, code: "general-chores", slugFr: "petits-travaux", slugNl: "klusjes", isActive: false },
];

export const subCategorySeeds: SubCategorySeed[] = [
  { id: 1, categoryId: 1, code: "heating-maintenance", isActive: true },
  {
    id: 2,
    categoryId: 1,
    code: "heating-installation-repair",
    isActive: true,
  },
  { id: 3, categoryId: 1, code: "radiators-heat-pumps", isActive: true },
  { id: 4, categoryId: 1, code: "air-conditioning", isActive: true },
  { id: 5, categoryId: 2, code: "sewer-pipes-plumbing", isActive: true },
  { id: 6, categoryId: 2, code: "moisture-leaks", isActive: true },
  { id: 7, categoryId: 3, code: "floors-tiles", isActive: true },
  { id: 8, categoryId: 3, code: "painting-furnishing", isActive: true },
  { id: 9, categoryId: 3, code: "electricity", isActive: true },
  { id: 10, categoryId: 4, code: "gutters-chimneys", isActive: true },
  { id: 11, categoryId: 4, code: "facade-painting", isActive: true },
  { id: 12, categoryId: 4, code: "gardening", isActive: false },
  { id: 13, categoryId: 4, code: "pruning", isActive: true },
  { id: 14, categoryId: 5, code: "epc", isActive: true },
  { id: 15, categoryId: 5, code: "asbestos", isActive: true },
  { id: 16, categoryId: 6, code: "handyman", isActive: true },
];

export const questionSeeds: QuestionSeed[] = [
  {
    id: 1,
    code: "type-of-work",
    answerType: "radio",
    answers: [
      { id: 1, code: "type-of-work.repair" },
      { id: 2, code: "type-of-work.new-installation" },
      { id: 3, code: "type-of-work.maintenance" },
      { id: 4, code: "type-of-work.assembly" },
      { id: 5, code: "type-of-work.other" },
    ],
  },
  {
    id: 2,
    code: "tiling-location",
    answerType: "check",
    answers: [
      { id: 6, code: "tiling-location.walls" },
      { id: 7, code: "tiling-location.floor" },
      { id: 8, code: "tiling-location.stairs" },
      { id: 9, code: "tiling-location.other" },
    ],
  },
  {
    id: 3,
    code: "finish",
    answerType: "check",
    answers: [
      { id: 10, code: "finish.paint" },
      { id: 11, code: "finish.wallpaper" },
    ],
  },
  {
    id: 4,
    code: "electrical-work",
    answerType: "check",
    answers: [
      { id: 12, code: "electrical-work.repair" },
      { id: 13, code: "electrical-work.new-installation" },
      { id: 14, code: "electrical-work.compliance-test" },
      { id: 15, code: "electrical-work.other" },
    ],
  },
  {
    id: 5,
    code: "house-age",
    answerType: "radio",
    answers: [
      { id: 16, code: "house-age.under-10" },
      { id: 17, code: "house-age.10-or-more" },
    ],
  },
  {
    id: 6,
    code: "surface-condition",
    answerType: "radio",
    answers: [
      { id: 18, code: "surface-condition.perfect" },
      { id: 19, code: "surface-condition.small-repairs" },
      { id: 20, code: "surface-condition.big-repairs" },
      { id: 21, code: "surface-condition.other" },
    ],
  },
  {
    id: 7,
    code: "heating-fuel",
    answerType: "radio",
    answers: [
      { id: 22, code: "heating-fuel.fuel-oil" },
      { id: 23, code: "heating-fuel.gas" },
      { id: 24, code: "heating-fuel.electricity" },
      { id: 25, code: "heating-fuel.heat-pump" },
      { id: 26, code: "heating-fuel.other" },
    ],
  },
  {
    id: 8,
    code: "property-type",
    answerType: "radio",
    answers: [
      { id: 27, code: "property-type.house" },
      { id: 28, code: "property-type.apartment" },
      { id: 29, code: "property-type.other" },
    ],
  },
];

export const serviceSeeds: ServiceSeed[] = [
  {
    id: 1,
    subCategoryId: 1,
    code: "gas-boiler-maintenance",
    isActive: true,
    questions: ["property-type", "house-age"],
  },
  {
    id: 2,
    subCategoryId: 1,
    code: "oil-boiler-maintenance",
    isActive: true,
    questions: ["property-type", "house-age"],
  },
  {
    id: 3,
    subCategoryId: 2,
    code: "central-heating-boiler",
    isActive: true,
    questions: ["type-of-work", "heating-fuel", "house-age"],
  },
  { id: 4, subCategoryId: 3, code: "radiators", isActive: true, questions: ["type-of-work", "property-type"] },
  {
    id: 5,
    subCategoryId: 3,
    code: "heat-pump",
    isActive: true,
    questions: ["type-of-work", "house-age", "property-type"],
  },
  {
    id: 6,
    subCategoryId: 4,
    code: "airco-installation",
    isActive: true,
    questions: ["property-type", "house-age"],
  },
  {
    id: 7,
    subCategoryId: 4,
    code: "airco-maintenance",
    isActive: true,
    questions: ["property-type"],
  },
  { id: 8, subCategoryId: 5, code: "pipes", isActive: true, questions: ["type-of-work", "property-type"] },
  {
    id: 9,
    subCategoryId: 5,
    code: "sanitary",
    isActive: true,
    questions: ["type-of-work", "property-type"],
  },
  { id: 10, subCategoryId: 5, code: "septic-tank", isActive: true, questions: ["type-of-work"] },
  { id: 11, subCategoryId: 5, code: "blockages", isActive: true, questions: ["property-type"] },
  { id: 12, subCategoryId: 6, code: "moisture", isActive: true, questions: ["property-type", "house-age"] },
  { id: 13, subCategoryId: 6, code: "leak", isActive: true, questions: ["property-type"] },
  { id: 14, subCategoryId: 7, code: "parquet", isActive: true, questions: ["type-of-work", "surface-condition"] },
  { id: 15, subCategoryId: 7, code: "floor-tiles", isActive: true, questions: ["tiling-location", "surface-condition"] },
  {
    id: 16,
    subCategoryId: 8,
    code: "painting-furnishing",
    isActive: true,
    questions: ["finish", "surface-condition", "property-type"],
  },
  {
    id: 17,
    subCategoryId: 9,
    code: "electrical-installation",
    isActive: true,
    questions: ["electrical-work", "house-age"],
  },
  { id: 18, subCategoryId: 9, code: "home-automation", isActive: true, questions: ["type-of-work", "house-age"] },
  { id: 19, subCategoryId: 9, code: "alarm-system", isActive: true, questions: ["type-of-work", "property-type"] },
  { id: 20, subCategoryId: 10, code: "gutter-cleaning", isActive: true, questions: ["property-type"] },
  {
    id: 21,
    subCategoryId: 10,
    code: "chimney-sweeping",
    isActive: true,
    questions: ["heating-fuel", "property-type"],
  },
  {
    id: 22,
    subCategoryId: 11,
    code: "facade-painting",
    isActive: true,
    questions: ["surface-condition", "property-type"],
  },
  {
    id: 23,
    subCategoryId: 13,
    code: "pruning",
    isActive: true,
    questions: ["property-type"],
  },
  { id: 24, subCategoryId: 12, code: "gardening", isActive: false, questions: ["property-type"] },
  { id: 25, subCategoryId: 14, code: "epc-certificate", isActive: true, questions: ["property-type"] },
  {
    id: 26,
    subCategoryId: 15,
    code: "asbestos-certificate",
    isActive: true,
    questions: ["property-type", "house-age"],
  },
  { id: 27, subCategoryId: 16, code: "handyman-chores", isActive: true, questions: ["property-type"] },
  {
    id: 28,
    subCategoryId: 8,
    code: "other-finishing-work",
    isActive: true,
    needsManualHandling: true,
    questions: ["property-type"],
  },
];

export const projectStatusSeeds = projectStatusTable.map(
  ({ id, code, nameEn, nameFr, nameNl, isWaitingResponse, canChangeService, canChangeProvider, isFinal }) => ({
    id,
    code,
    nameEn,
    nameFr,
    nameNl,
    isWaitingResponse,
    canChangeService,
    canChangeProvider,
    isFinal,
  }),
);

export const noAgreementReasonSeeds = [
  {
    id: 1,
    code: "price",
    reasonFr: "Le prix proposé ne convenait pas au client",
    reasonNl: "De voorgestelde prijs was niet aanvaardbaar voor de klant",
    sortOrder: 1,
  },
  { id: 2, code: "timing", reasonFr: "Les délais ne convenaient pas", reasonNl: "De termijnen pasten niet", sortOrder: 2 },
  { id: 3, code: "unreachable", reasonFr: "Le client est injoignable", reasonNl: "De klant is onbereikbaar", sortOrder: 3 },
  { id: 4, code: "scope", reasonFr: "Les travaux ne correspondent pas à la demande", reasonNl: "De werken komen niet overeen met de aanvraag", sortOrder: 4 },
  { id: 5, code: "customer-cancelled", reasonFr: "Le client a renoncé aux travaux", reasonNl: "De klant ziet af van de werken", sortOrder: 5 },
  { id: 6, code: "other", reasonFr: "Autre raison", reasonNl: "Andere reden", sortOrder: 6 },
];

/** Real localities, spelled as in the official list so a later import upserts them. */
export const demoPostalAreaSeeds: [postCode: string, city: string, locality: string, province: string][] = [
  ["1000", "Bruxelles", "Bruxelles", "Brussels Hoofdstedelijk Gewest"],
  ["1000", "Brussel", "Brussel", "Brussels Hoofdstedelijk Gewest"],
  ["1050", "Ixelles", "Ixelles", "Brussels Hoofdstedelijk Gewest"],
  ["1050", "Elsene", "Elsene", "Brussels Hoofdstedelijk Gewest"],
  ["2000", "Antwerpen", "Antwerpen", "Antwerpen"],
  ["2000", "Anvers", "Anvers", "Antwerpen"],
  // More localities under the local names, as in the official list: the language rule
  // (docs/product/places.md) tells the local name of a pair by its row count.
  ["2100", "Antwerpen", "Deurne", "Antwerpen"],
  ["2660", "Antwerpen", "Hoboken", "Antwerpen"],
  ["3000", "Leuven", "Leuven", "Vlaams-Brabant"],
  ["3000", "Louvain", "Louvain", "Vlaams-Brabant"],
  ["3010", "Leuven", "Kessel-Lo", "Vlaams-Brabant"],
  ["4000", "Liège", "Liège", "Liège"],
  ["4000", "Liège", "Glain", "Liège"],
  ["4000", "Liège", "Rocourt", "Liège"],
  ["4000", "Luik", "Luik", "Liège"],
  ["5000", "Namur", "Namur", "Namur"],
  ["5000", "Namur", "Beez", "Namur"],
  ["5000", "Namen", "Namen", "Namur"],
  ["8000", "Brugge", "Brugge", "West-Vlaanderen"],
  ["8000", "Brugge", "Koolkerke", "West-Vlaanderen"],
  ["8000", "Bruges", "Bruges", "West-Vlaanderen"],
  ["8300", "Knokke-Heist", "Knokke-Heist", "West-Vlaanderen"],
  ["8300", "Knokke-Heist", "Knokke", "West-Vlaanderen"],
  ["8300", "Knokke-Heist", "Westkapelle", "West-Vlaanderen"],
  ["8301", "Knokke-Heist", "Heist", "West-Vlaanderen"],
  ["8301", "Knokke-Heist", "Ramskapelle", "West-Vlaanderen"],
  ["9000", "Gent", "Gent", "Oost-Vlaanderen"],
  ["9000", "Gand", "Gand", "Oost-Vlaanderen"],
  ["9050", "Gent", "Gentbrugge", "Oost-Vlaanderen"],
  ["9050", "Gent", "Ledeberg", "Oost-Vlaanderen"],
];

/**
 * The demo postcodes' coordinates, as the official list gives them (one point per municipality):
 * seeded with the demo postal areas, so that the dashboard's coverage map has its points on a
 * fresh development database, not only after `bun run db:seed` (docs/product/demo-data.md).
 */
export const demoPostalAreaCoordinates: Record<string, [latitude: number, longitude: number]> = {
  "1000": [50.8399304, 4.3334137],
  "1050": [50.8206695, 4.3578546],
  "2000": [51.2187916, 4.3760409],
  "2100": [51.2145255, 4.4710045],
  "2660": [51.1771204, 4.3511079],
  "3000": [50.8746184, 4.6782481],
  "3010": [50.8746184, 4.6782481],
  "4000": [50.6475485, 5.5462242],
  "5000": [50.4600427, 4.861281],
  "8000": [51.2324157, 3.168599],
  "8300": [51.334935, 3.2895447],
  "8301": [51.334935, 3.2895447],
  "9000": [51.0789646, 3.6592342],
  "9050": [51.0789646, 3.6592342],
};

export const demoProviderSeeds = [
  {
    id: 1,
    name: "Brussels Home Experts",
    address: "Rue de la Loi 16, 1000 Bruxelles",
    contactName: "Sophie Lambert",
    contactPhoneNumber: "+32 2 555 01 01",
    contactEmail: "contact@provider1.example.com",
    scores: { "1000": 10, "9000": 8 } as Record<string, number>,
  },
  {
    id: 2,
    name: "Gentse Vakmannen",
    address: "Korenmarkt 1, 9000 Gent",
    contactName: "Pieter De Smet",
    contactPhoneNumber: "+32 9 555 02 02",
    contactEmail: "contact@provider2.example.com",
    scores: { "1000": 8, "9000": 10 } as Record<string, number>,
  },
];

export const demoLoginSeeds = [
  { providerId: 1, givenName: "Pro", lastName: "Een", email: "pro1@example.com" },
  { providerId: 2, givenName: "Pro", lastName: "Twee", email: "pro2@example.com" },
];

export const demoNetworkUserSeeds = [{ givenName: "Nina", lastName: "Netwerk", email: "network@example.com" }];
