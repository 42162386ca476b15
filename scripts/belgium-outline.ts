import { resolve } from "node:path";
import { feature } from "topojson-client";
import type { GeometryObject, Topology } from "topojson-specification";
import { project } from "../src/client/pages/network/dashboard/map-projection";

/**
 * `bun scripts/belgium-outline.ts`: writes the coverage map's outline of Belgium
 * (src/client/pages/network/dashboard/belgium-outline.ts) from Natural Earth's 1:10m countries
 * (public domain, through the world-atlas package), in the map's own projection, rounded to
 * whole map units (a tenth of a percent of its width). Run it again when the projection changes;
 * tests/integration/client/belgium-outline.test.ts fails until then.
 */
const outlineFile = resolve(import.meta.dir, "../src/client/pages/network/dashboard/belgium-outline.ts");

export async function belgiumOutlinePath(): Promise<string> {
  const topology = (await Bun.file(resolve(import.meta.dir, "../node_modules/world-atlas/countries-10m.json")).json()) as Topology;
  const countries = feature(topology, topology.objects.countries as GeometryObject);
  // ISO 3166-1 numeric code of Belgium.
  const belgium = countries.type === "FeatureCollection" ? countries.features.find((f) => f.id === "056") : undefined;
  if (belgium?.geometry.type !== "Polygon") throw new Error("Belgium's polygon was not found in world-atlas");
  return belgium.geometry.coordinates
    .map((ring) => {
      const points: string[] = [];
      for (const [lon, lat] of ring as [number, number][]) {
        const { x, y } = project(lat, lon);
        const point = `${Math.round(x)} ${Math.round(y)}`;
        if (points[points.length - 1] !== point) points.push(point);
      }
      return `M${points.join("L")}Z`;
    })
    .join("");
}

export function outlineSource(path: string): string {
  return `// Written by scripts/belgium-outline.ts from Natural Earth 1:10m (public domain): do not edit.
/** Belgium's border in the coverage map's projection (map-projection.ts), as an SVG path. */
export const belgiumOutline =
  "${path}";
`;
}

if (import.meta.main) {
  await Bun.write(outlineFile, outlineSource(await belgiumOutlinePath()));
  console.log(`Wrote ${outlineFile}`);
}
