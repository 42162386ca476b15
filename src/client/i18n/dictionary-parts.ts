import type { Language } from "@/shared/catalog-types";
import { initFormatters } from "@/shared/i18n/formatters";
import type { Translation } from "@/shared/i18n/i18n-types";
import { loadedFormatters, loadedLocales } from "@/shared/i18n/i18n-util";

/**
 * The browser downloads a language's dictionary in two chunks (docs/product/seo.md, page weight):
 * the sections a public page shows (`./parts/*-public.ts`) with the page, the rest (wizard,
 * consoles, policies, `./parts/*-rest.ts`) only once a page that needs them is opened
 * (`withAllTexts`). The server loads whole dictionaries itself.
 *
 * typesafe-i18n's `LL` copies the dictionary's sections when it is built, and reads a section's
 * texts each time it is accessed: the sections of the rest exist from the start as empty objects,
 * filled in place when they arrive, so an `LL` built before sees them.
 */
type PublicPart = (typeof import("./parts/fr-public"))["default"];
type RestPart = (typeof import("./parts/fr-rest"))["default"];
type Section = keyof Translation;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
// Every section of the dictionary is in one part or the other, and NL's parts are FR's (tsc fails here otherwise).
const complete: [Exclude<Section, keyof PublicPart | keyof RestPart>] extends [never] ? true : never = true;
const sameParts: Same<keyof (typeof import("./parts/nl-public"))["default"], keyof PublicPart> &
  Same<keyof (typeof import("./parts/nl-rest"))["default"], keyof RestPart> = true;
void [complete, sameParts];

const publicParts: Record<Language, () => Promise<{ default: object }>> = {
  fr: () => import("./parts/fr-public"),
  nl: () => import("./parts/nl-public"),
};
const restParts: Record<Language, () => Promise<{ default: object }>> = {
  fr: () => import("./parts/fr-rest"),
  nl: () => import("./parts/nl-rest"),
};
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
} satisfies Record<keyof RestPart, true>);

const publicLoading = new Map<Language, Promise<void>>();
const restLoading = new Map<Language, Promise<void>>();
const publicReady = new Set<Language>();
const restReady = new Set<Language>();
/** Set once a page needed the rest: every language shown from then on comes with it. */
let restWanted = false;

function loadPublic(language: Language): Promise<void> {
  let promise = publicLoading.get(language);
  if (!promise) {
    promise = publicParts[language]().then(({ default: part }) => {
      const placeholders = Object.fromEntries(restSections.map((section) => [section, {}]));
      // A rest that arrived first keeps its sections.
      loadedLocales[language] = { ...placeholders, ...loadedLocales[language], ...part } as Translation;
      loadedFormatters[language] = initFormatters(language);
      publicReady.add(language);
    });
    publicLoading.set(language, promise);
    // A failed download (offline) may be tried again later.
    promise.catch(() => publicLoading.delete(language));
  }
  return promise;
}

function loadRest(language: Language): Promise<void> {
  let promise = restLoading.get(language);
  if (!promise) {
    promise = Promise.all([restParts[language](), loadPublic(language)]).then(([{ default: part }]) => {
      const dictionary = loadedLocales[language] as unknown as Record<string, object>;
      for (const [section, texts] of Object.entries(part)) {
        const placeholder = dictionary[section];
        if (placeholder) Object.assign(placeholder, texts);
        else dictionary[section] = texts;
      }
      restReady.add(language);
    });
    restLoading.set(language, promise);
    promise.catch(() => restLoading.delete(language));
  }
  return promise;
}

/** Loads what the pages shown so far need of a language; `isLanguageReady` is true once it is there. */
export function loadLanguage(language: Language): Promise<void> {
  return restWanted ? loadRest(language) : loadPublic(language);
}

/** Whether a switch to this language can show it at once. */
export function isLanguageReady(language: Language): boolean {
  return publicReady.has(language) && (!restWanted || restReady.has(language));
}

/** Loads the rest of every language shown so far (and of every language shown later). */
export function loadAllTexts(): Promise<void> {
  restWanted = true;
  return Promise.all([...publicLoading.keys()].map(loadRest)).then(() => undefined);
}

/** A page's chunk that needs the rest of the dictionary: resolves once both are there. */
export function withAllTexts<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadAllTexts()]).then(([module]) => module);
}
