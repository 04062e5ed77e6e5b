import type { TOwner } from '@backoffice/domain';

/**
 * Owner settings of the map (kept in owners.settings, which keeps unknown keys): `mapTileUrl` is a tile server such
 * as https://tile.openstreetmap.org/{z}/{x}/{y}.png; empty (the default) means offline: markers on a plain
 * background, no request leaves the building. `mapTileAttribution` credits the tile provider: text and links, sanitised
 * when saved and again before Leaflet writes it into the page.
 */
export interface MapSettings {
  tileUrl: string;
  /** What the map shows: the stored attribution, or OpenStreetMap's credit. */
  attribution: string;
  /** The attribution as stored ('' when none). */
  storedAttribution: string;
}

export const OSM_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export function mapSettings(owner: TOwner | undefined): MapSettings {
  const settings: Record<string, unknown> = owner?.settings ?? {};
  const tileUrl = text(settings.mapTileUrl);
  const storedAttribution = text(settings.mapTileAttribution);
  return { tileUrl, attribution: storedAttribution || OSM_ATTRIBUTION, storedAttribution };
}
