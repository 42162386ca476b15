/**
 * The coverage map's projection (docs/product/dashboard.md): equirectangular, with longitudes
 * shortened by the cosine of Belgium's middle latitude, which keeps the country's shape within a
 * percent at this size. No map library: the points are the postal areas' own coordinates.
 */
export const mapBounds = { minLat: 49.45, maxLat: 51.55, minLon: 2.5, maxLon: 6.45 } as const;
const middleLatitude = ((mapBounds.minLat + mapBounds.maxLat) / 2) * (Math.PI / 180);
const lonFactor = Math.cos(middleLatitude);
/** SVG units per degree of latitude. */
const scale = 400;
export const mapPadding = 12;
export const mapWidth = Math.round((mapBounds.maxLon - mapBounds.minLon) * lonFactor * scale + 2 * mapPadding);
export const mapHeight = Math.round((mapBounds.maxLat - mapBounds.minLat) * scale + 2 * mapPadding);

export function project(lat: number, lon: number): { x: number; y: number } {
  return { x: mapPadding + (lon - mapBounds.minLon) * lonFactor * scale, y: mapPadding + (mapBounds.maxLat - lat) * scale };
}

export type Direction = "up" | "down" | "left" | "right";

/**
 * The point the arrow key leads to from `from`: the nearest one in that direction, within 60° of
 * it either side, a point off the axis counting as farther. Null at the edge of the map.
 */
export function neighbour(points: readonly { x: number; y: number }[], from: number, direction: Direction): number | null {
  const origin = points[from];
  if (!origin) return null;
  let best: number | null = null;
  let bestCost = Number.POSITIVE_INFINITY;
  points.forEach((p, index) => {
    if (index === from) return;
    const dx = p.x - origin.x;
    const dy = p.y - origin.y;
    const along = direction === "right" ? dx : direction === "left" ? -dx : direction === "down" ? dy : -dy;
    const across = Math.abs(direction === "left" || direction === "right" ? dy : dx);
    if (along <= 0 || across > along * Math.sqrt(3)) return;
    const cost = along + 2 * across;
    if (cost < bestCost) {
      bestCost = cost;
      best = index;
    }
  });
  return best;
}

/** Radius of a point in SVG units: a dot without requests, growing with the square root of them. */
export function pointRadius(requests: number, most: number): number {
  if (requests <= 0 || most <= 0) return 4.5;
  return 6.5 + 15 * Math.sqrt(requests / most);
}
