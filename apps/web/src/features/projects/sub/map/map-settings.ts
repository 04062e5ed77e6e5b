import type { TOwner } from '@backoffice/domain';

/**
 * Owner settings of the map (kept in owners.settings, which keeps unknown keys): `mapTileUrl` is a tile server such
 * as https://tile.openstreetmap.org/{z}/{x}/{y}.png; empty (the default) means offline: markers on a plain
 * background, no request leaves the building. `mapTileAttribution` credits the tile provider.
 */
export interface MapSettings {
  tileUrl: string;
  attribution: string;
}

export const OSM_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export function mapSettings(owner: TOwner | undefined): MapSettings {
  const settings: Record<string, unknown> = owner?.settings ?? {};
  const tileUrl = text(settings.mapTileUrl);
  return { tileUrl, attribution: text(settings.mapTileAttribution) || OSM_ATTRIBUTION };
}

/** '' (offline) or an http(s) URL with the {z}, {x} and {y} placeholders Leaflet fills in. */
export function isValidTileUrl(url: string): boolean {
  const value = url.trim();
  if (value === '') return true;
  if (!/^https?:\/\/[^\s/]+\/\S*$/.test(value)) return false;
  return ['{z}', '{x}', '{y}'].every((part) => value.includes(part));
}
