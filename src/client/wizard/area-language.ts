import { useEffect } from "react";
import { publicApi } from "@/client/api/public-api";
import type { ApiPostalArea } from "@/shared/api-types";
import type { Language } from "@/shared/catalog-types";
import type { WizardState } from "./state";

/**
 * The same place in another language's list (docs/product/places.md, "Names shown"): the same row
 * when it has one name, else the entry whose names are this one's, crossed ("Bruges (Brugge)" is
 * "Brugge (Bruges)"). Its id may differ: each language has its row, and any row of a place routes
 * the same way.
 */
function samePlace(area: ApiPostalArea, candidates: ApiPostalArea[]): ApiPostalArea | undefined {
  return (
    candidates.find((c) => c.id === area.id) ??
    candidates.find((c) => area.otherName != null && c.cityPostalArea === area.otherName && c.otherName === area.cityPostalArea)
  );
}

/**
 * The places found in one language, named in `language` from its list of the same postcode: each
 * place keeps its position and stays chosen. Unchanged when a place cannot be matched, or when the
 * list is no longer the one that was looked up.
 */
export function renameAreas(state: WizardState, renamed: ApiPostalArea[], language: Language): WizardState {
  if (state.postalAreasLanguage === language || state.postalAreas.length === 0) return state;
  const postCode = state.postalAreas[0]?.postCode;
  if (renamed.some((area) => area.postCode !== postCode)) return state;
  const matches = state.postalAreas.map((area) => samePlace(area, renamed));
  if (matches.some((match) => match === undefined)) return state;
  const postalAreas = matches as ApiPostalArea[];
  const chosen = state.postalAreas.findIndex((area) => area.id === state.postalAreaId);
  return {
    ...state,
    postalAreas,
    postalAreaId: chosen >= 0 ? (postalAreas[chosen]?.id ?? state.postalAreaId) : state.postalAreaId,
    postalAreasLanguage: language,
  };
}

/**
 * The wizard remounts on a language switch and resumes from storage with the places as they were
 * found; this looks them up again in the page's language. A failed look-up keeps the first names.
 */
export function useAreaNamesInLanguage(state: WizardState, language: Language, setState: (next: (current: WizardState) => WizardState) => void) {
  const postCode = state.postalAreas[0]?.postCode;
  const stale = postCode !== undefined && state.postalAreasLanguage !== language;
  useEffect(() => {
    if (!stale || postCode === undefined) return;
    let current = true;
    publicApi.getPostalAreas(postCode, language).then(
      (reply) => {
        if (current && !reply.isError && Array.isArray(reply.data)) {
          const renamed = reply.data;
          setState((state) => renameAreas(state, renamed, language));
        }
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [stale, postCode, language, setState]);
}
