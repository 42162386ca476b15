import { describe, expect, test } from "bun:test";
import { joinedPlace, municipalityName, otherPlaceName, placeName } from "@/server/domain/places/names";

/** The names of one place (docs/product/places.md), without a database. */
const bruges = {
  localName: "Brugge",
  nameFr: "Bruges",
  nameNl: "Brugge",
  nameDe: "Brügge",
  localMunicipality: "Brugge",
  municipalityFr: "Bruges",
  municipalityNl: "Brugge",
  municipalityDe: null,
};

describe("a place's names", () => {
  test("each reader sees the name in their language, and the other name beside it", () => {
    expect([placeName(bruges, "fr"), otherPlaceName(bruges, "fr")]).toEqual(["Bruges", "Brugge"]);
    expect([placeName(bruges, "nl"), otherPlaceName(bruges, "nl")]).toEqual(["Brugge", "Bruges"]);
    expect(municipalityName({ ...bruges, municipalityFr: null }, "fr")).toBe("Brugge");
  });

  test("a left join's row: the place when it has one, else nothing", () => {
    expect(joinedPlace(bruges)).toEqual(bruges);
    const none = Object.fromEntries(Object.keys(bruges).map((name) => [name, null])) as { [Name in keyof typeof bruges]: null };
    expect(joinedPlace(none)).toBeUndefined();
    // Extra columns of the row (the postal area's own) are not taken into the place.
    expect(joinedPlace({ ...bruges, postCode: "8000" } as typeof bruges)).toEqual(bruges);
  });
});
