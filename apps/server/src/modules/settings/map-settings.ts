import { isValidTileUrl } from '@backoffice/domain';
import { z } from 'zod';
import { sanitizeAttribution } from '../../platform/html.ts';

// The projects map's owner settings (kept in owners.settings with the others): a tile URL Leaflet and the
// Content-Security-Policy can use, and an attribution that Leaflet writes into the page as HTML, so it is stored
// sanitised (the web app sanitises it again before showing it, for what was stored before).
const ZMapSettings = z.object({
  mapTileUrl: z
    .string()
    .trim()
    .max(500)
    .refine(isValidTileUrl, 'Use an http(s) tile address with {z}, {x} and {y} on a plain host, or leave it empty')
    .optional(),
  mapTileAttribution: z.string().trim().max(1000).transform(sanitizeAttribution).optional(),
});

/** A settings patch with its map settings checked (400 when wrong) and its attribution sanitised. */
export function cleanMapSettings<T extends Record<string, unknown>>(settings: T): T {
  const map = ZMapSettings.parse({ mapTileUrl: settings.mapTileUrl, mapTileAttribution: settings.mapTileAttribution });
  const clean: Record<string, unknown> = { ...settings };
  for (const [key, value] of Object.entries(map)) if (value !== undefined) clean[key] = value;
  return clean as T;
}
