/**
 * Pure planar geometry for service areas. Points and rings use GeoJSON order: [lng, lat].
 * A polygon is a list of rings: the first is the outer ring, the others are holes.
 * Points on any boundary (outer edge or hole edge) count as inside the polygon: an
 * address exactly on the line of a service area is served.
 */
export type Position = readonly [number, number];
export type Ring = readonly Position[];
export type Polygon = readonly Ring[];
export type BBox = { minLng: number; minLat: number; maxLng: number; maxLat: number };

const EPS = 1e-12;

function onSegment(p: Position, a: Position, b: Position): boolean {
  const cross = (b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0]);
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
  if (Math.abs(cross) / len > EPS * 1e3) return false;
  return (
    p[0] >= Math.min(a[0], b[0]) - EPS &&
    p[0] <= Math.max(a[0], b[0]) + EPS &&
    p[1] >= Math.min(a[1], b[1]) - EPS &&
    p[1] <= Math.max(a[1], b[1]) + EPS
  );
}

/** 'inside' | 'outside' | 'boundary' for one ring (closed or not, any orientation). */
export function classifyPointInRing(p: Position, ring: Ring): 'inside' | 'outside' | 'boundary' {
  const n = ring.length;
  if (n < 3) return 'outside';
  let inside = false;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const a = ring[i]!;
    const b = ring[j]!;
    if (onSegment(p, a, b)) return 'boundary';
    // Ray casting towards +lng; half-open rule on lat avoids double-counting vertices.
    if (a[1] > p[1] !== b[1] > p[1]) {
      const x = a[0] + ((p[1] - a[1]) * (b[0] - a[0])) / (b[1] - a[1]);
      if (p[0] < x) inside = !inside;
    }
  }
  return inside ? 'inside' : 'outside';
}

/** True when the point lies in the polygon (outer ring minus holes; boundaries included). */
export function pointInPolygon(p: Position, polygon: Polygon): boolean {
  const [outer, ...holes] = polygon;
  if (!outer) return false;
  const c = classifyPointInRing(p, outer);
  if (c === 'outside') return false;
  if (c === 'boundary') return true;
  for (const hole of holes) {
    if (classifyPointInRing(p, hole) === 'inside') return false;
  }
  return true;
}

/** Bounding box of a polygon's outer ring (holes never extend it). */
export function polygonBBox(polygon: Polygon): BBox {
  const outer = polygon[0] ?? [];
  let minLng = Infinity;
  let minLat = Infinity;
  let maxLng = -Infinity;
  let maxLat = -Infinity;
  for (const [lng, lat] of outer) {
    minLng = Math.min(minLng, lng);
    maxLng = Math.max(maxLng, lng);
    minLat = Math.min(minLat, lat);
    maxLat = Math.max(maxLat, lat);
  }
  return { minLng, minLat, maxLng, maxLat };
}

export function bboxContains(b: BBox, p: Position): boolean {
  return p[0] >= b.minLng && p[0] <= b.maxLng && p[1] >= b.minLat && p[1] <= b.maxLat;
}

/** Mean Earth radius (IUGG), metres. */
export const EARTH_RADIUS_M = 6_371_008.8;

/**
 * Great-circle distance in metres between two [lng, lat] points (haversine formula on a sphere;
 * within 0.5% of the ellipsoidal distance, enough to rank stores and show "a 1,2 km").
 */
export function haversineMeters(a: Position, b: Position): number {
  const rad = Math.PI / 180;
  const dLat = (b[1] - a[1]) * rad;
  const dLng = (b[0] - a[0]) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a[1] * rad) * Math.cos(b[1] * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}
