const TILE = 256;
const MAX_LAT = 85.0511287798;

/**
 * Web Mercator (EPSG:3857, Leaflet's default CRS) projection to world pixels at `zoom`, written
 * out so the truck layer projects 1,000 points per frame without allocating a Point each.
 * `out` receives [x, y].
 */
export function projectInto(lat: number, lng: number, zoom: number, out: Float64Array | number[], at = 0): void {
  const scale = TILE * 2 ** zoom;
  const clamped = Math.max(-MAX_LAT, Math.min(MAX_LAT, lat));
  const sin = Math.sin((clamped * Math.PI) / 180);
  out[at] = (scale * (lng + 180)) / 360;
  out[at + 1] = scale * (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI));
}

/** Metres per screen pixel at `lat` and `zoom`, for drawing geofence radii in pixels. */
export function metresPerPixel(lat: number, zoom: number): number {
  return (40075016.686 * Math.cos((lat * Math.PI) / 180)) / (TILE * 2 ** zoom);
}
