import { describe, expect, test } from "bun:test";
import { belgiumOutline } from "@/client/pages/network/dashboard/belgium-outline";
import { project } from "@/client/pages/network/dashboard/map-projection";
import { parsePostalAreaCsv } from "@/server/db/seed/postal-area-csv";
import { belgiumOutlinePath, outlineSource } from "../../../scripts/belgium-outline";
import { hasSharedData, postalAreasCsvPath } from "../../support/shared-data";

type Point = [number, number];
const ring: Point[] = belgiumOutline
  .slice(1, -1)
  .split("L")
  .map((p) => p.split(" ").map(Number) as Point);

/** Ray casting: whether (x, y) lies inside the outline. */
function inside([x, y]: Point): boolean {
  let crossings = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as Point;
    const [xj, yj] = ring[j] as Point;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) crossings = !crossings;
  }
  return crossings;
}

/** Distance in map units (about 280 m each) from (x, y) to the outline. */
function distanceToBorder([x, y]: Point): number {
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [x1, y1] = ring[j] as Point;
    const [x2, y2] = ring[i] as Point;
    const dx = x2 - x1;
    const dy = y2 - y1;
    const t = Math.max(0, Math.min(1, ((x - x1) * dx + (y - y1) * dy) / (dx * dx + dy * dy || 1)));
    best = Math.min(best, Math.hypot(x1 + t * dx - x, y1 + t * dy - y));
  }
  return best;
}

/** The coverage map's outline of Belgium (docs/product/dashboard.md). */
describe("the coverage map's outline of Belgium", () => {
  test("is what scripts/belgium-outline.ts writes from Natural Earth in the map's projection (run it after changing the projection)", async () => {
    const written = await Bun.file(new URL("../../../src/client/pages/network/dashboard/belgium-outline.ts", import.meta.url)).text();
    expect(written).toBe(outlineSource(await belgiumOutlinePath()));
    expect(ring.length).toBeGreaterThan(400);
  });

  test.skipIf(!hasSharedData)(
    "holds every postal area of the official list: inside, or within about 600 m of the border (Baarle-Hertog's enclaves lie in the Netherlands)",
    async () => {
      // Two lines of the list are malformed, as real lists have them: passed over here.
      const { rows } = parsePostalAreaCsv(await Bun.file(postalAreasCsvPath).text(), { skipInvalid: true });
      const outside = new Map<string, number>();
      for (const row of rows) {
        if (row.latitude === null || row.longitude === null) continue;
        const { x, y } = project(row.latitude, row.longitude);
        if (!inside([x, y])) outside.set(row.postCode, Math.max(outside.get(row.postCode) ?? 0, distanceToBorder([x, y])));
      }
      const far = [...outside].filter(([, distance]) => distance > 2).map(([postCode]) => postCode);
      expect(far).toEqual(["2387"]);
      expect(outside.get("2387")).toBeLessThan(10);
      // Brussels, Arlon, Ostend and Eupen, well inside.
      for (const [lat, lon] of [
        [50.8467, 4.3525],
        [49.6833, 5.8167],
        [51.2167, 2.9],
        [50.6275, 6.0364],
      ] as const) {
        const point = project(lat, lon);
        expect(inside([point.x, point.y])).toBe(true);
      }
    },
  );
});
