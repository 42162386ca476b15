import { describe, expect, test } from "bun:test";
import { frenchDictionary, frenchTypography } from "@/shared/i18n/french-typography";
import fr from "@/shared/i18n/fr";
import frNetwork from "@/shared/i18n/fr/network";
import { i18nObject } from "@/shared/i18n/i18n-util";
import { loadAllLocales } from "@/shared/i18n/i18n-util.sync";
import nl from "@/shared/i18n/nl";

loadAllLocales();

const fine = "\u202f";
const nbsp = "\u00a0";

/** Every string of a dictionary with its key. */
function strings(dictionary: unknown, path = ""): [key: string, text: string][] {
  if (typeof dictionary === "string") return [[path, dictionary]];
  if (dictionary && typeof dictionary === "object") return Object.entries(dictionary).flatMap(([key, value]) => strings(value, path ? `${path}.${key}` : key));
  return [];
}

/**
 * The rule of docs/product/language.md, checked independently of the helper: outside placeholders
 * and addresses, each ? ! ; directly after U+202F, each : directly after U+00A0, « followed and »
 * preceded by U+00A0; a mark between two non-space characters (14:30, page?x=1) is no punctuation; a number and its unit joined by U+00A0,
 * and n° joined to the number after it.
 */
function typographyProblems(text: string): string[] {
  const prose = text.replace(/\{\{[^{}]*\}\}|\{[^{}]*\}/g, "X").replace(/\b(?:https?:\/\/|mailto:)\S*/g, "X");
  const problems: string[] = [];
  for (const match of prose.matchAll(/[?!;:]+/g)) {
    const at = match.index;
    const before = prose[at - 1];
    const after = prose[at + match[0].length];
    if (before === undefined || before === "\n" || before === "(") continue;
    const isPunctuation = after === undefined || /[\s)\]»"'’”]/.test(after);
    if (!isPunctuation) continue;
    const wanted = match[0].startsWith(":") ? nbsp : fine;
    if (before !== wanted) problems.push(`${JSON.stringify(before)} before ${JSON.stringify(match[0])} in …${prose.slice(Math.max(0, at - 20), at + 5)}…`);
  }
  for (const match of prose.matchAll(/[\dX] (?:Mo|Ko|h|heures?|jours?|mois|ans?|minutes?)(?![\p{L}\p{N}])/gu))
    problems.push(`a breaking space between number and unit in …${prose.slice(Math.max(0, match.index - 10), match.index + 12)}…`);
  for (const match of prose.matchAll(/(?<![\p{L}\p{N}])[nN]° [\dX]/gu))
    problems.push(`a breaking space after n° in …${prose.slice(Math.max(0, match.index - 10), match.index + 12)}…`);
  for (const match of prose.matchAll(/«/g))
    if (prose[match.index + 1] !== nbsp) problems.push(`no U+00A0 after « in …${prose.slice(match.index, match.index + 20)}…`);
  for (const match of prose.matchAll(/»/g))
    if (prose[match.index - 1] !== nbsp) problems.push(`no U+00A0 before » in …${prose.slice(Math.max(0, match.index - 20), match.index + 1)}…`);
  return problems;
}

describe("frenchTypography (docs/product/language.md)", () => {
  test("a narrow no-break space before ? ! ; and a no-break space before :", () => {
    expect(frenchTypography("Annuler ce projet ?")).toBe(`Annuler ce projet${fine}?`);
    expect(frenchTypography("Oups ! Page introuvable.")).toBe(`Oups${fine}! Page introuvable.`);
    expect(frenchTypography("attribués ; ceux")).toBe(`attribués${fine}; ceux`);
    expect(frenchTypography("Statut : nouveau")).toBe(`Statut${nbsp}: nouveau`);
  });

  test("a no-break space inside « », written or not", () => {
    expect(frenchTypography("le statut « Annulé ».")).toBe(`le statut «${nbsp}Annulé${nbsp}».`);
    expect(frenchTypography("«Annulé»")).toBe(`«${nbsp}Annulé${nbsp}»`);
    expect(frenchTypography("« {name:string} » n'a pas")).toBe(`«${nbsp}{name:string}${nbsp}» n'a pas`);
    expect(frenchTypography("au statut « Traitement manuel » : un service")).toBe(`au statut «${nbsp}Traitement manuel${nbsp}»${nbsp}: un service`);
    expect(frenchTypography("« Oui » ?")).toBe(`«${nbsp}Oui${nbsp}»${fine}?`);
  });

  test("a space already no-break, of the wrong kind, or several spaces become the one right space", () => {
    expect(frenchTypography(`Et maintenant${nbsp}?`)).toBe(`Et maintenant${fine}?`);
    expect(frenchTypography(`Détail${fine}: x`)).toBe(`Détail${nbsp}: x`);
    expect(frenchTypography("Vraiment  ?")).toBe(`Vraiment${fine}?`);
    expect(frenchTypography(frenchTypography("Quoi ? « oui » : non ; bien !"))).toBe(frenchTypography("Quoi ? « oui » : non ; bien !"));
  });

  test("a forgotten space after a word is added; a group of marks gets one space", () => {
    expect(frenchTypography("Oups!")).toBe(`Oups${fine}!`);
    expect(frenchTypography("Remarque: lisez")).toBe(`Remarque${nbsp}: lisez`);
    expect(frenchTypography("Vraiment?!")).toBe(`Vraiment${fine}?!`);
    expect(frenchTypography("Désactiver {name}?")).toBe(`Désactiver {name}${fine}?`);
    expect(frenchTypography("(« Autres travaux »)?")).toBe(`(«${nbsp}Autres travaux${nbsp}»)${fine}?`);
  });

  test("a number and its unit stay together; a number before any other word does not", () => {
    expect(frenchTypography("au maximum 10 Mo par fichier")).toBe(`au maximum 10${nbsp}Mo par fichier`);
    expect(frenchTypography("dans les 24 heures, 1 jour ou 30 jours")).toBe(`dans les 24${nbsp}heures, 1${nbsp}jour ou 30${nbsp}jours`);
    expect(frenchTypography("de 3 à 5 ans, 6 mois, 15 minutes, 20 %")).toBe(`de 3 à 5${nbsp}ans, 6${nbsp}mois, 15${nbsp}minutes, 20${nbsp}%`);
    expect(frenchTypography("valable {days:number} jours : merci")).toBe(`valable {days:number}${nbsp}jours${nbsp}: merci`);
    for (const text of ["2 ou 3 projets", "10 Mosaïques", "5 annonces", "1 mot", "Moins de 10"]) expect(frenchTypography(text)).toBe(text);
  });

  test("hours stay with their number; an h that starts a word does not", () => {
    expect(frenchTypography("Le matin (8 h – 12 h)")).toBe(`Le matin (8${nbsp}h – 12${nbsp}h)`);
    expect(frenchTypography("à 14 h 30, {from:string} h")).toBe(`à 14${nbsp}h 30, {from:string}${nbsp}h`);
    for (const text of ["3 habitations", "2 heureux", "5 h2o", "8 hectares"]) expect(frenchTypography(text)).toBe(text);
  });

  test("n° stays with the number or placeholder after it, not with a word", () => {
    expect(frenchTypography("Demande n° {id:number}")).toBe(`Demande n°${nbsp}{id:number}`);
    expect(frenchTypography("Demande n° {id:number}. Votre avis : merci")).toBe(`Demande n°${nbsp}{id:number}. Votre avis${nbsp}: merci`);
    expect(frenchTypography("N° 12 et n° 3")).toBe(`N°${nbsp}12 et n°${nbsp}3`);
    for (const text of ["N° de projet", "N° du prestataire", "le n° suivant"]) expect(frenchTypography(text)).toBe(text);
  });

  test("placeholders, addresses, times, entities and marks inside a word are left alone", () => {
    for (const text of [
      "{count:number} projet{{s}}",
      "{page:string} | Services à domicile",
      "Demande de {name:string|upper}",
      "à 14:30",
      "de 9:00 à 17:00.",
      "https://services.example.be/statut?id=1&x=2",
      "écrivez à mailto:privacy@example.be",
      "Tom &amp; Jerry",
      "(?)",
      "Ligne\n: suite",
      "",
    ]) {
      expect(frenchTypography(text)).toBe(text);
    }
    expect(frenchTypography("Voir https://x.be/a?b=1 : merci")).toBe(`Voir https://x.be/a?b=1${nbsp}: merci`);
    expect(frenchTypography("Lien : https://x.be/faq?")).toBe(`Lien${nbsp}: https://x.be/faq${fine}?`);
  });

  test("frenchDictionary keeps the shape and every non-string value", () => {
    const dictionary = { a: "Oui ?", b: { c: ["Non !", 3], d: true, e: null } };
    expect(frenchDictionary(dictionary)).toEqual({ a: `Oui${fine}?`, b: { c: [`Non${fine}!`, 3], d: true, e: null } });
    expect(dictionary.a).toBe("Oui ?");
  });
});

describe("the French dictionary as shown", () => {
  const all = strings(fr);

  test("covers every string", () => {
    expect(all.length).toBeGreaterThan(1000);
  });

  test("no plain space and no missing space before ? ! ; : or inside « », in any of its strings", () => {
    const problems = all.flatMap(([key, text]) => typographyProblems(text).map((problem) => `${key}: ${problem}`));
    expect(problems).toEqual([]);
  });

  test("the section files keep ordinary spaces; the dictionary, the server's and the browser's translations get the no-break ones", () => {
    expect(frNetwork.deactivate.title).toBe("Désactiver {name} ?");
    expect(fr.network.deactivate.title).toBe(`Désactiver {name}${fine}?`);
    expect(String(i18nObject("fr").network.deactivate.title({ name: "Brussels Home Experts" }))).toBe(`Désactiver Brussels Home Experts${fine}?`);
    expect(String(i18nObject("fr").network.common.results({ count: 3 }))).toBe(`Résultats${nbsp}: 3`);
  });

  test("the Dutch dictionary is left as written", () => {
    const dutch = strings(nl);
    expect(dutch.filter(([, text]) => text.includes(fine))).toEqual([]);
    expect(nl.network.deactivate.title).toBe("{name} deactiveren?");
    expect(String(i18nObject("nl").network.common.results({ count: 3 }))).toBe("Resultaten: 3");
  });
});

describe("the browser's dictionary parts", () => {
  test("French parts carry the same typeset texts as the whole dictionary (only the catalogue's more-info texts come later)", async () => {
    const { default: publicPart } = await import("@/client/i18n/parts/fr-public");
    const { default: restPart } = await import("@/client/i18n/parts/fr-rest");
    const { catalog, ...publicSections } = publicPart;
    for (const [section, texts] of Object.entries({ ...publicSections, ...restPart })) expect(texts).toEqual(fr[section as keyof typeof fr] as never);
    expect(strings(catalog).flatMap(([key, text]) => typographyProblems(text).map((problem) => `${key}: ${problem}`))).toEqual([]);
  });
});
