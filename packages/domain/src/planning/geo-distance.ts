/** A position in degrees (WGS84), as addresses and the employee app give it. */
export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** Mean earth radius (IUGG), metres. */
const EARTH_RADIUS_METRES = 6_371_008.8;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * Distance in whole metres between two positions along the earth's surface (haversine). Precise to well under a metre
 * at the distances that matter here (a clock-in against the 100 m threshold).
 */
export function distanceMetres(a: GeoPoint, b: GeoPoint): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(h))));
}

/** An address position is known when it is not the 0/0 of "not geocoded" (spec 000 §4). */
export const isKnownPosition = (p: Partial<GeoPoint> | null | undefined): p is GeoPoint =>
  p != null &&
  typeof p.latitude === 'number' &&
  typeof p.longitude === 'number' &&
  Number.isFinite(p.latitude) &&
  Number.isFinite(p.longitude) &&
  !(p.latitude === 0 && p.longitude === 0);
