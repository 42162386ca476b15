import type { Language } from "@/shared/catalog-types";
import { initFormatters } from "@/shared/i18n/formatters";
import type { Namespaces, Translation } from "@/shared/i18n/i18n-types";
import { loadedFormatters, loadedLocales } from "@/shared/i18n/i18n-util";

/**
 * The browser downloads a language's dictionary in parts (docs/product/seo.md, page weight):
 * the sections a public page shows (`./parts/*-public.ts`) with the page; the rest (wizard,
 * consoles, policies, `./parts/*-rest.ts`) once a page that needs them is opened
 * (`withAllTexts`); the services' "more info" texts with the service page's drawer
 * (`withMoreInfoTexts`). The server loads whole dictionaries itself.
 *
 * typesafe-i18n's `LL` copies the dictionary's sections when it is built, and reads a section's
 * texts each time it is accessed: the sections of the rest exist from the start as empty objects,
 * filled in place when they arrive, so an `LL` built before sees them. Catalogue texts are read
 * from the dictionary at each call (./catalog-text.ts).
 */
type PublicPart = typeof import("./parts/fr-public")["default"];
type RestPart = typeof import("./parts/fr-rest")["default"];
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
// Every section of the dictionary is in one part or the other, and NL's parts are FR's (tsc fails here otherwise).
// Namespaces (`mail`) are the server's only: the browser never loads them.
const complete: [Exclude<keyof Translation, keyof PublicPart | keyof RestPart | Namespaces>] extends [never] ? true : never = true;
const sameParts: Same<keyof typeof import("./parts/nl-public")["default"], keyof PublicPart> &
  Same<keyof typeof import("./parts/nl-rest")["default"], keyof RestPart> = true;
void [complete, sameParts];

type Loader = () => Promise<{ default: object }>;
const publicParts: Record<Language, Loader> = {
  fr: () => import("./parts/fr-public"),
  nl: () => import("./parts/nl-public"),
};
/** The parts fetched on demand, and how each joins the dictionary once the public part is there. */
const laterParts = {
  rest: {
    fr: () => import("./parts/fr-rest"),
    nl: () => import("./parts/nl-rest"),
    join: (dictionary: Record<string, object>, part: object) => {
      for (const [section, texts] of Object.entries(part)) {
        const placeholder = dictionary[section];
        if (placeholder) Object.assign(placeholder, texts);
        else dictionary[section] = texts;
      }
    },
  },
  moreInfo: {
    fr: () => import("./parts/fr-more-info"),
    nl: () => import("@/shared/i18n/nl/catalog-more-info"),
    join: (dictionary: Record<string, object>, part: object) => {
      const services = (dictionary.catalog as { service: Record<string, object> }).service;
      for (const [code, texts] of Object.entries(part)) services[code] = { ...services[code], ...texts };
    },
  },
} satisfies Record<string, Record<Language, Loader> & { join(dictionary: Record<string, object>, part: object): void }>;
type LaterPart = keyof typeof laterParts;

/** The sections of the rest, there (empty) before it arrives. */
const restSections = Object.keys({
  policies: true,
  wizard: true,
  validation: true,
  api: true,
  auth: true,
  network: true,
  provider: true,
  customerControls: true,
  dashboard: true,
} satisfies Record<keyof RestPart, true>);

const publicLoading = new Map<Language, Promise<void>>();
const publicReady = new Set<Language>();
const loading: Record<LaterPart, Map<Language, Promise<void>>> = { rest: new Map(), moreInfo: new Map() };
const ready: Record<LaterPart, Set<Language>> = { rest: new Set(), moreInfo: new Set() };
/** The parts a page needed so far: every language shown from then on comes with them. */
const wanted = new Set<LaterPart>();

/** Drops a failed download (offline), so that it may be tried again later. */
function retryable(promise: Promise<void>, map: Map<Language, Promise<void>>, language: Language): Promise<void> {
  map.set(language, promise);
  promise.catch(() => map.delete(language));
  return promise;
}

function loadPublic(language: Language): Promise<void> {
  const promise =
    publicLoading.get(language) ??
    retryable(
      publicParts[language]().then(({ default: part }) => {
        const placeholders = Object.fromEntries(restSections.map((section) => [section, {}]));
        // Without the server-only namespaces (`mail`), which the browser's `LL` never reads.
        loadedLocales[language] = { ...placeholders, ...part } as unknown as (typeof loadedLocales)[Language];
        loadedFormatters[language] = initFormatters(language);
        publicReady.add(language);
      }),
      publicLoading,
      language,
    );
  return promise;
}

function loadPart(name: LaterPart, language: Language): Promise<void> {
  const part = laterParts[name];
  return (
    loading[name].get(language) ??
    retryable(
      Promise.all([part[language](), loadPublic(language)]).then(([{ default: texts }]) => {
        part.join(loadedLocales[language] as unknown as Record<string, object>, texts);
        ready[name].add(language);
      }),
      loading[name],
      language,
    )
  );
}

/** Loads what the pages shown so far need of a language; `isLanguageReady` is true once it is there. */
export function loadLanguage(language: Language): Promise<void> {
  return Promise.all([loadPublic(language), ...[...wanted].map((name) => loadPart(name, language))]).then(() => undefined);
}

/** Whether a switch to this language can show it at once. */
export function isLanguageReady(language: Language): boolean {
  return publicReady.has(language) && [...wanted].every((name) => ready[name].has(language));
}

/** Loads a part for every language shown so far, and for every language shown later. */
function want(name: LaterPart): Promise<void> {
  wanted.add(name);
  return Promise.all([...publicLoading.keys()].map((language) => loadPart(name, language))).then(() => undefined);
}

/** A page's chunk that needs the rest of the dictionary: resolves once both are there. */
export function withAllTexts<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), want("rest")]).then(([module]) => module);
}

/** The service page's drawer: its chunk and the services' "more info" texts. */
export function withMoreInfoTexts<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), want("moreInfo")]).then(([module]) => module);
}
