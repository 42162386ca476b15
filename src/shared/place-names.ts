/** A postal area as the screens name it: its municipality (`city`) and the locality a person picked. */
interface NamedArea {
  city: string;
  cityPostalArea: string;
}

/** The place a person picked: its locality, else its municipality. */
export function pickedPlaceName(area: NamedArea): string {
  return area.cityPostalArea || area.city;
}

/**
 * The locality to name beside the municipality, only where it differs from it (Ixelles in
 * Bruxelles, not Namur in Namur; case and outer spaces do not count): docs/product/consoles.md.
 */
export function localityBesideMunicipality(area: NamedArea): string | null {
  return area.cityPostalArea.trim().toLowerCase() === area.city.trim().toLowerCase() ? null : area.cityPostalArea;
}
