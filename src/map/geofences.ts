import type { TaskLive } from '../domain/events';

export interface Geofence {
  id: string;
  name: string;
  lat: number;
  lng: number;
  radius: number;
  kind: 'plant' | 'site';
}

/** An organisation as the session lists it; stations carry their coordinates. */
export interface PlantOrg {
  org_id: string;
  org_short_name?: string;
  org_name: string;
  org_type?: string;
  lat?: number | null;
  lng?: number | null;
}

/** Geofence radii in metres: the yard of a mixing plant, the gate area of a pour site. */
export const PLANT_RADIUS = 400;
export const SITE_RADIUS = 150;

const located = (lat: unknown, lng: unknown): boolean =>
  typeof lat === 'number' && typeof lng === 'number' && Number.isFinite(lat) && Number.isFinite(lng) && (lat !== 0 || lng !== 0);

/**
 * The plants (stations with coordinates) and the pour sites of open tasks; tasks sharing a site
 * share one fence, named after their project.
 */
export function geofencesOf(orgs: readonly PlantOrg[], tasks: readonly TaskLive[]): Geofence[] {
  const fences: Geofence[] = [];
  for (const o of orgs) {
    if (o.org_type !== 'station' || !located(o.lat, o.lng)) continue;
    fences.push({ id: `plant:${o.org_id}`, name: o.org_short_name || o.org_name, lat: Number(o.lat), lng: Number(o.lng), radius: PLANT_RADIUS, kind: 'plant' });
  }
  const sites = new Set<string>();
  for (const t of tasks) {
    if (t.state === 3 || !located(t.siteLat, t.siteLng)) continue;
    const key = `${t.siteLat.toFixed(4)},${t.siteLng.toFixed(4)}`;
    if (sites.has(key)) continue;
    sites.add(key);
    fences.push({ id: `site:${key}`, name: t.projectName, lat: t.siteLat, lng: t.siteLng, radius: SITE_RADIUS, kind: 'site' });
  }
  return fences;
}
