import { toLngLat, type LngLat } from './geo';

/** A customer's project site as the distribution map shows it. */
export interface CustomerSite {
  id: string | number;
  customerName: string;
  projectName: string;
  address?: string;
  at: LngLat;
  /** the site's geofence radius in metres (`projects.radius_m`), when it has one */
  radius?: number;
}

/** Rows with the wire names of a project list; rows without a usable position are left out. */
export function sitesOf(rows: ReadonlyArray<Record<string, unknown>>): CustomerSite[] {
  const sites: CustomerSite[] = [];
  for (const r of rows) {
    const at = toLngLat(r.lng, r.lat);
    if (!at) continue;
    const radius = Number(r.radius);
    sites.push({
      id: r.id as string | number,
      customerName: String(r.customerName ?? ''),
      projectName: String(r.projectName ?? ''),
      address: r.address ? String(r.address) : undefined,
      at,
      radius: radius > 0 ? radius : undefined,
    });
  }
  return sites;
}

/** Sites whose customer, project or address contains the words typed (case-insensitive). */
export function filterSites(sites: readonly CustomerSite[], query: string): CustomerSite[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...sites];
  return sites.filter((s) => [s.customerName, s.projectName, s.address ?? ''].some((v) => v.toLowerCase().includes(q)));
}

/** Distinct, readable colours; a customer keeps its colour whatever the filter. */
const PALETTE = ['#1677ff', '#fa541c', '#52c41a', '#722ed1', '#eb2f96', '#13c2c2', '#faad14', '#2f54eb', '#a0d911', '#f5222d'];

/** The colour of each customer, in order of first appearance among all sites. */
export function customerColours(sites: readonly CustomerSite[]): Map<string, string> {
  const colours = new Map<string, string>();
  for (const s of sites) if (!colours.has(s.customerName)) colours.set(s.customerName, PALETTE[colours.size % PALETTE.length]);
  return colours;
}
