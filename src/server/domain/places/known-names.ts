/**
 * Names the postal-area file cannot tell apart by itself (the rule is in docs/product/places.md).
 * Each list is fixed by law or by the file's own rows; the place tests check every entry against the file.
 */

export type PlaceLanguage = "fr" | "nl" | "de";

/** Provinces by the language of their region; Brussels-Capital is bilingual and has no single language. */
export const provinceLanguage: Record<string, PlaceLanguage | "bilingual"> = {
  Antwerpen: "nl",
  Limburg: "nl",
  "Oost-Vlaanderen": "nl",
  "Vlaams-Brabant": "nl",
  "West-Vlaanderen": "nl",
  "Brabant wallon": "fr",
  Hainaut: "fr",
  Liège: "fr",
  Luxembourg: "fr",
  Namur: "fr",
  "Brussels Hoofdstedelijk Gewest": "bilingual",
};

/** The nine municipalities of the German-speaking Community (province of Liège), by their German name. */
export const germanMunicipalities = new Set(["Eupen", "Kelmis", "Lontzen", "Raeren", "Amel", "Büllingen", "Burg-Reuland", "Bütgenbach", "Sankt Vith"]);

/** Walloon municipalities whose other name in the file is German, not Dutch. */
export const germanOtherNames = new Set(["Weismes"]);

/** Brussels-Capital's municipalities with two names: French name to Dutch name (the others have one name). */
export const brusselsNames: Record<string, string> = {
  Bruxelles: "Brussel",
  Laeken: "Laken",
  Ixelles: "Elsene",
  Schaerbeek: "Schaarbeek",
  "Saint-Gilles": "Sint-Gillis",
  "Molenbeek-Saint-Jean": "Sint-Jans-Molenbeek",
  "Berchem-Sainte-Agathe": "Sint-Agatha-Berchem",
  "Woluwe-Saint-Pierre": "Sint-Pieters-Woluwe",
  "Woluwe-Saint-Lambert": "Sint-Lambrechts-Woluwe",
  Auderghem: "Oudergem",
  "Watermael-Boitsfort": "Watermaal-Bosvoorde",
  Uccle: "Ukkel",
  Forest: "Vorst",
  "Saint-Josse-ten-Noode": "Sint-Joost-ten-Node",
};

/**
 * Pairs of municipality names with as many rows each (nothing in the file says which is the local
 * name): the local name, in the language of the province's region.
 */
export const localNameOnTie = new Set(["Baarle-Hertog", "Bever", "Spiere-Helkijn", "Flobecq", "La Hulpe", "Mesen", "Ronse", "Sint-Genesius-Rode"]);

/**
 * Localities of the municipalities with language facilities that the file lists under both names
 * without telling that they are one place: postcode, French name, Dutch name.
 */
export const localityPairs: [postCode: string, fr: string, nl: string][] = [
  ["3790", "Fourons-Saint-Martin", "Sint-Martens-Voeren"],
  ["3792", "Fourons-Saint-Pierre", "Sint-Pieters-Voeren"],
  ["3798", "Fourons-le-Comte", "'s-Gravenvoeren"],
  ["7711", "Dottignies", "Dottenijs"],
  ["7780", "Comines", "Komen"],
  ["7784", "Warneton", "Waasten"],
  ["7784", "Bas-Warneton", "Neerwaasten"],
  ["7850", "Marcq", "Mark"],
  ["7850", "Petit-Enghien", "Lettelingen"],
  ["8587", "Espierres", "Spiere"],
  ["8587", "Helchin", "Helkijn"],
];
