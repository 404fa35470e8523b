/** A latitude/longitude pair as the CMS stores it. */
export type LatLon = [lat: number, lon: number];

const isLatLon = (value: unknown): value is LatLon =>
  Array.isArray(value) &&
  value.length === 2 &&
  value.every((n) => typeof n === 'number' && Number.isFinite(n)) &&
  Math.abs(value[0]) <= 90 &&
  Math.abs(value[1]) <= 180;

export const latLons = (value: unknown): LatLon[] => (Array.isArray(value) ? value.filter(isLatLon) : []);

/**
 * Projects points into an SVG box of the given width (equirectangular, longitudes shortened by
 * cos(latitude) so a small country keeps its shape); returns the height it needs.
 */
export function project(points: LatLon[], width: number, padding = 0.06) {
  const lats = points.map(([lat]) => lat);
  const lons = points.map(([, lon]) => lon);
  const [south, north] = [Math.min(...lats), Math.max(...lats)];
  const [west, east] = [Math.min(...lons), Math.max(...lons)];
  const scaleX = Math.cos((((north + south) / 2) * Math.PI) / 180);
  const spanX = Math.max((east - west) * scaleX, 1e-6);
  const spanY = Math.max(north - south, 1e-6);
  const inner = width * (1 - 2 * padding);
  const k = inner / spanX;
  const pad = width * padding;
  const height = spanY * k + 2 * pad;
  const toXY = ([lat, lon]: LatLon): [number, number] => [
    Math.round((pad + (lon - west) * scaleX * k) * 10) / 10,
    Math.round((pad + (north - lat) * k) * 10) / 10,
  ];
  return { height: Math.round(height), toXY };
}
