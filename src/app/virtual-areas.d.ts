/** The build-time area manifest (vite.config.ts, plugin mixboard-areas; scripts/area-manifest.ts). */
declare module 'virtual:mixboard-areas' {
  type Area = import('../domain/resources/area').Area;
  type ManifestScreen = import('./area-manifest').ManifestScreen;

  /** the registered areas' names, in admin/areas.ts order */
  export const areaOrder: readonly string[];
  /** every screen derived from the declarations, with the areas it needs */
  export const derivedScreens: readonly ManifestScreen[];
  /** each area's own chunk: its declarations and labels */
  export const areaLoaders: Readonly<Record<string, () => Promise<Area>>>;
  /** each custom screen (admin/<dir>/screens.ts): loads its area's screens.ts, then the screen */
  export const customScreens: Readonly<Record<string, () => Promise<{ default: import('react').ComponentType }>>>;
  /** the areas each custom screen reads before it renders (its screens.ts `screenAreas`; every area by default) */
  export const customScreenAreas: Readonly<Record<string, ManifestScreen['areas']>>;
}
