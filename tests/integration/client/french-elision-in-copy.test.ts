import { describe, expect, test } from "bun:test";
import { linesMatching } from "../../support/source-scan";

/** A name's placeholder after a French word that elides before a vowel: "de {name}", "que {city}". */
const elidingWordBeforeName = /\b(de|que|le|la|ce|je|me|te|se|ne)\s\{(insurer|name|provider|city|locality|municipality|company|place)\b/i;
/**
 * "à" before a name that may begin with an article: "au Rœulx", "aux Bons Villers", never "à Le Rœulx".
 * A `{municipality}` is "7070 Le Rœulx": its postcode comes first.
 */
const contractingWordBeforeName = /(?<!\p{L})à\s\{(insurer|name|provider|city|locality|company|place)\b/iu;

/**
 * docs/product/language.md: French writes "d'Anderlecht", "d'AXA", but "de Bruxelles". A name
 * given at run time cannot tell its sentence which form to use, so no French text puts such a
 * word right before one ("les projets du prestataire {name}", "{city} : toutes les localités…").
 */
describe("French copy never elides before a name it does not know", () => {
  test("no French dictionary text has 'de', 'que'… right before a name's placeholder", async () => {
    expect(await linesMatching("src/shared/i18n/fr/**/*.ts", elidingWordBeforeName)).toEqual([]);
  });

  test("no French dictionary text has 'à' right before a name's placeholder", async () => {
    expect(await linesMatching("src/shared/i18n/fr/**/*.ts", contractingWordBeforeName)).toEqual([]);
  });

  test("the check finds the shapes it is for", () => {
    expect(contractingWordBeforeName.test('"travaille à {city:string}"')).toBe(true);
    expect(contractingWordBeforeName.test('"{service:string} à {municipality:string}"')).toBe(false);
    expect(contractingWordBeforeName.test('"couvre {city:string}"')).toBe(false);
    expect(elidingWordBeforeName.test('"Projets de {name:string}"')).toBe(true);
    expect(elidingWordBeforeName.test('"client ou non de {insurer:string}"')).toBe(true);
    expect(elidingWordBeforeName.test('"Demande du {date:string}"')).toBe(false);
    expect(elidingWordBeforeName.test('"Projets du prestataire {name:string}"')).toBe(false);
    expect(elidingWordBeforeName.test('"avant le {deadline:string}"')).toBe(false);
  });
});
