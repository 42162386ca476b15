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

/** A place's names as a left join reads them: every column null when the row has no place. */
export type JoinedPlaceNames = { [Name in keyof PlaceNames]: PlaceNames[Name] | null };

/** The place's names from a left join, or undefined when the row has no place. */
export function joinedPlace(row: JoinedPlaceNames): PlaceNames | undefined {
  const { localName, localMunicipality } = row;
  if (localName === null || localMunicipality === null) return undefined;
  const { nameFr, nameNl, nameDe, municipalityFr, municipalityNl, municipalityDe } = row;
  return { localName, nameFr, nameNl, nameDe, localMunicipality, municipalityFr, municipalityNl, municipalityDe };
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
