import { useSetting } from '../api/use-setting';

/** The `map_tile_url` setting when it holds an address; '' keeps the bundled offline base map. */
export function useTileUrl(): string {
  const value = useSetting('map_tile_url') ?? '';
  return /^https?:\/\/|^\//.test(value) ? value : '';
}
