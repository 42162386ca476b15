import type { Language } from "@/shared/catalog-types";

/** Where the confirmation page's insurance buttons lead. */
export interface InsuranceLinks {
  contactBroker: string;
  homeInsuranceInfo: string;
  priceSimulation: string;
  expertInfo: string;
}

declare global {
  interface Window {
    /** Optional configuration the server may inject into index.html. */
    __APP_CONFIG__?: { insuranceLinks?: Partial<Record<Language, Partial<InsuranceLinks>>> };
  }
}

/** Neutral defaults (docs/product/personal-data.md: the insurer's details are configuration with neutral defaults). */
const defaults: Record<Language, InsuranceLinks> = {
  fr: {
    contactBroker: "https://www.example.com/fr/contacter-un-courtier",
    homeInsuranceInfo: "https://www.example.com/fr/assurance-habitation",
    priceSimulation: "https://www.example.com/fr/simulation-assurance-habitation",
    expertInfo: "https://www.example.com/fr/expertise-valeur-habitation",
  },
  nl: {
    contactBroker: "https://www.example.com/nl/contact-makelaar",
    homeInsuranceInfo: "https://www.example.com/nl/woningverzekering",
    priceSimulation: "https://www.example.com/nl/simulatie-woningverzekering",
    expertInfo: "https://www.example.com/nl/expertise-waarde-woning",
  },
};

function safeUrl(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  try {
    const url = new URL(value, window.location.origin);
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

export function insuranceLinks(language: Language): InsuranceLinks {
  const configured = typeof window === "undefined" ? undefined : window.__APP_CONFIG__?.insuranceLinks?.[language];
  const base = defaults[language];
  return {
    contactBroker: safeUrl(configured?.contactBroker) ?? base.contactBroker,
    homeInsuranceInfo: safeUrl(configured?.homeInsuranceInfo) ?? base.homeInsuranceInfo,
    priceSimulation: safeUrl(configured?.priceSimulation) ?? base.priceSimulation,
    expertInfo: safeUrl(configured?.expertInfo) ?? base.expertInfo,
  };
}
