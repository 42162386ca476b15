import { describe, expect, test } from "bun:test";
import { localityBesideMunicipality, pickedPlaceName } from "@/shared/place-names";

/** How the screens name a postal area (docs/product/consoles.md, "Smaller rules"). */
describe("a postal area's names on the screens", () => {
  test("the locality is named beside its municipality only where it differs", () => {
    expect(localityBesideMunicipality({ city: "Bruxelles", cityPostalArea: "Ixelles" })).toBe("Ixelles");
    expect(localityBesideMunicipality({ city: "Namur", cityPostalArea: "Namur" })).toBeNull();
    // Case and outer spaces do not make another place.
    expect(localityBesideMunicipality({ city: "Sint-Niklaas", cityPostalArea: " SINT-NIKLAAS " })).toBeNull();
  });

  test("the place a person picked is its locality, else its municipality", () => {
    expect(pickedPlaceName({ city: "Bruxelles", cityPostalArea: "Ixelles" })).toBe("Ixelles");
    expect(pickedPlaceName({ city: "Namur", cityPostalArea: "" })).toBe("Namur");
  });
});
