import type { Language } from "@/shared/catalog-types";

/** A place's names as stored (docs/product/places.md). */
export interface PlaceNames {
  localName: string;
  nameFr: string | null;
  nameNl: string | null;
  nameDe: string | null;
  localMunicipality: string;
  municipalityFr: string | null;
  municipalityNl: string | null;
  municipalityDe: string | null;
}

/** The name a reader of `language` sees: the name in that language, else the local name. */
export function placeName(place: PlaceNames, language: Language): string {
  return (language === "nl" ? place.nameNl : place.nameFr) ?? place.localName;
}

export function municipalityName(place: PlaceNames, language: Language): string {
  return (language === "nl" ? place.municipalityNl : place.municipalityFr) ?? place.localMunicipality;
}

/** The other name shown beside it ("Bruges (Brugge)"): the local name, else the other language's; null for a single name. */
export function otherPlaceName(place: PlaceNames, language: Language): string | null {
  const shown = placeName(place, language);
  return [place.localName, place.nameFr, place.nameNl, place.nameDe].find((n): n is string => !!n && n !== shown) ?? null;
}

/** The same two rules for a municipality. */
export function otherMunicipalityName(place: PlaceNames, language: Language): string | null {
  const shown = municipalityName(place, language);
  return [place.localMunicipality, place.municipalityFr, place.municipalityNl, place.municipalityDe].find((n): n is string => !!n && n !== shown) ?? null;
}
