import { brusselsNames, germanMunicipalities, germanOtherNames, localityPairs, localNameOnTie, type PlaceLanguage, provinceLanguage } from "./known-names";

/** One row of the postal-area list, as the rule needs it. */
export interface NamedRow {
  postCode: string;
  city: string;
  cityPostalArea: string;
  province: string | null;
  latitude: number | null;
  longitude: number | null;
}

export type Names = Partial<Record<PlaceLanguage, string>>;

/** A place: one locality at one postcode, with its name (and its municipality's name) in each language it has. */
export interface PlaceDraft<R extends NamedRow = NamedRow> {
  /** Stable identity across imports: postcode, local municipality name, local locality name. */
  key: string;
  postCode: string;
  /** The name in the language of the region (or the only name). */
  localName: string;
  localMunicipality: string;
  names: Names;
  municipalities: Names;
  /** The rows naming this place; `language` is null when the place has a single name. */
  rows: { row: R; language: PlaceLanguage | null }[];
}

export interface PlaceRuleResult<R extends NamedRow> {
  places: PlaceDraft<R>[];
  /** Pairs of municipality names found (same postcode and coordinates), with the language of each. */
  municipalityPairs: { province: string; names: Names; local: string }[];
  /** Pairs the rule could not decide (both names kept as separate places). */
  undecided: string[];
}

const frenchOfBrussels = new Map(Object.entries(brusselsNames));
const dutchOfBrussels = new Map(Object.entries(brusselsNames).map(([fr, nl]) => [nl, fr]));

/**
 * The language rule of docs/product/places.md: municipality pairs from rows sharing postcode and
 * coordinates, the language of each name from the region of the province (a fixed list for
 * Brussels and the German-speaking municipalities), localities paired inside a municipality pair.
 */
export function assignPlaces<R extends NamedRow>(rows: R[]): PlaceRuleResult<R> {
  const undecided: string[] = [];
  const rowCount = new Map<string, number>();
  const groups = new Map<string, R[]>();
  for (const row of rows) {
    const m = `${row.province}|${row.city}`;
    rowCount.set(m, (rowCount.get(m) ?? 0) + 1);
    const g = `${row.postCode}|${row.latitude}|${row.longitude}|${row.province}`;
    const list = groups.get(g);
    if (list) list.push(row);
    else groups.set(g, [row]);
  }

  // Municipality name -> its language, for names that have a twin in another language.
  const municipalityLanguage = new Map<string, PairInfo>();
  const municipalityPairs: PlaceRuleResult<R>["municipalityPairs"] = [];
  for (const group of groups.values()) {
    const names = [...new Set(group.map((r) => r.city))];
    if (names.length !== 2) continue;
    const province = group[0]?.province ?? "";
    const [a, b] = names as [string, string];
    if (municipalityLanguage.has(`${province}|${a}`)) continue;
    const decided = decidePair(province, a, b, rowCount);
    if (!decided) {
      undecided.push(`${province}: ${a} / ${b}`);
      continue;
    }
    const la = a === decided.local ? decided.localLanguage : decided.otherLanguage;
    const lb = b === decided.local ? decided.localLanguage : decided.otherLanguage;
    municipalityLanguage.set(`${province}|${a}`, { language: la, twin: b, twinLanguage: lb, local: decided.local });
    municipalityLanguage.set(`${province}|${b}`, { language: lb, twin: a, twinLanguage: la, local: decided.local });
    municipalityPairs.push({ province, names: { [la]: a, [lb]: b }, local: decided.local });
  }

  const knownLocality = new Map<string, { language: PlaceLanguage; twin: string }>();
  for (const [postCode, fr, nl] of localityPairs) {
    knownLocality.set(`${postCode}|${fr}`, { language: "fr", twin: nl });
    knownLocality.set(`${postCode}|${nl}`, { language: "nl", twin: fr });
  }

  const places: PlaceDraft<R>[] = [];
  for (const group of groups.values()) {
    const used = new Set<R>();
    const pair = (x: R, y: R, xLanguage: PlaceLanguage, yLanguage: PlaceLanguage) => {
      used.add(x).add(y);
      places.push(
        placeOf(
          [
            { row: x, language: xLanguage },
            { row: y, language: yLanguage },
          ],
          municipalityLanguage,
        ),
      );
    };
    // Localities the file lists under both names inside the municipalities with language facilities.
    for (const row of group) {
      const known = knownLocality.get(`${row.postCode}|${row.cityPostalArea}`);
      if (!known || used.has(row)) continue;
      const twin = group.find((r) => r !== row && !used.has(r) && r.cityPostalArea === known.twin);
      if (twin) pair(row, twin, known.language, known.language === "fr" ? "nl" : "fr");
    }
    const names = [...new Set(group.map((r) => r.city))];
    const pairInfo = names.length === 2 ? municipalityLanguage.get(`${group[0]?.province}|${names[0]}`) : undefined;
    if (pairInfo) {
      const sideA = group.filter((r) => r.city === names[0] && !used.has(r));
      const sideB = group.filter((r) => r.city === names[1] && !used.has(r));
      const languageA = pairInfo.language;
      const languageB = municipalityLanguage.get(`${group[0]?.province}|${names[1]}`)?.language ?? pairInfo.twinLanguage;
      // The locality named after its municipality pairs with the other name's.
      const mainA = sideA.find((r) => r.cityPostalArea === r.city);
      const mainB = sideB.find((r) => r.cityPostalArea === r.city);
      if (mainA && mainB) pair(mainA, mainB, languageA, languageB);
      // One locality left on each side at this postcode: two names of one place (Laeken / Laken).
      const restA = sideA.filter((r) => !used.has(r));
      const restB = sideB.filter((r) => !used.has(r));
      const [onlyA] = restA;
      const [onlyB] = restB;
      if (restA.length === 1 && restB.length === 1 && onlyA && onlyB) pair(onlyA, onlyB, languageA, languageB);
    }
    for (const row of group) if (!used.has(row)) places.push(placeOf([{ row, language: null }], municipalityLanguage));
  }
  places.sort((x, y) => x.postCode.localeCompare(y.postCode) || x.key.localeCompare(y.key));
  return { places, municipalityPairs, undecided };
}

/** Which of two municipality names is the local one, and the language of each. */
function decidePair(
  province: string,
  a: string,
  b: string,
  rowCount: Map<string, number>,
): { local: string; localLanguage: PlaceLanguage; otherLanguage: PlaceLanguage } | undefined {
  const region = provinceLanguage[province];
  if (region === "bilingual") {
    // Brussels: the French name stands as the local one (the key of the place).
    if (frenchOfBrussels.get(a) === b) return { local: a, localLanguage: "fr", otherLanguage: "nl" };
    if (dutchOfBrussels.get(a) === b) return { local: b, localLanguage: "fr", otherLanguage: "nl" };
    return undefined;
  }
  if (!region) return undefined;
  let local: string;
  if (germanMunicipalities.has(a) || germanMunicipalities.has(b)) local = germanMunicipalities.has(a) ? a : b;
  else {
    const ca = rowCount.get(`${province}|${a}`) ?? 0;
    const cb = rowCount.get(`${province}|${b}`) ?? 0;
    if (ca !== cb) local = ca > cb ? a : b;
    else if (localNameOnTie.has(a) !== localNameOnTie.has(b)) local = localNameOnTie.has(a) ? a : b;
    else return undefined;
  }
  const localLanguage: PlaceLanguage = germanMunicipalities.has(local) ? "de" : region;
  const other = local === a ? b : a;
  const otherLanguage: PlaceLanguage = localLanguage !== "fr" ? "fr" : germanOtherNames.has(other) ? "de" : "nl";
  return { local, localLanguage, otherLanguage };
}

type PairInfo = { language: PlaceLanguage; twin: string; twinLanguage: PlaceLanguage; local: string };

function placeOf<R extends NamedRow>(members: { row: R; language: PlaceLanguage | null }[], municipalityLanguage: Map<string, PairInfo>): PlaceDraft<R> {
  const [head] = members;
  if (!head) throw new Error("a place has at least one row");
  const first = head.row;
  const names: Names = {};
  const municipalities: Names = {};
  for (const { row, language } of members) {
    if (language) names[language] = row.cityPostalArea;
    const m = municipalityLanguage.get(`${row.province}|${row.city}`);
    if (m) {
      municipalities[m.language] = row.city;
      municipalities[m.twinLanguage] = m.twin;
    }
  }
  const localMunicipality = municipalityLanguage.get(`${first.province}|${first.city}`)?.local ?? first.city;
  const region = provinceLanguage[first.province ?? ""];
  const localLanguage: PlaceLanguage = germanMunicipalities.has(localMunicipality) ? "de" : region === "nl" ? "nl" : "fr";
  const localName = names[localLanguage] ?? members.find((x) => x.row.city === localMunicipality)?.row.cityPostalArea ?? first.cityPostalArea;
  return {
    key: `${first.postCode}|${localMunicipality}|${localName}`,
    postCode: first.postCode,
    localName,
    localMunicipality,
    names,
    municipalities,
    rows: members,
  };
}
