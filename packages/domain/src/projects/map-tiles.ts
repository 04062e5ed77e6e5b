// The projects map's tile server (owner setting mapTileUrl), e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png or
// https://{s}.tile.example.com/{z}/{x}/{y}.png: Leaflet fills in the placeholders, and the server's Content-Security-Policy
// lets images come from its host. So the host must be one the policy can name: a plain host name, optionally with a
// {s} subdomain and a port.

const TILE_URL = /^(https?):\/\/((?:\{s\}\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::\d{1,5})?)\/\S*$/i;

/** '' (offline) or an http(s) URL with the {z}, {x} and {y} placeholders Leaflet fills in. */
export function isValidTileUrl(url: string): boolean {
  const value = url.trim();
  if (value === '') return true;
  if (!TILE_URL.test(value)) return false;
  return ['{z}', '{x}', '{y}'].every((part) => value.includes(part));
}

/**
 * The Content-Security-Policy source that lets the map load a tile URL's images ('https://tile.example.com',
 * 'https://*.tile.example.com' for a {s} subdomain), or undefined for an empty or invalid URL.
 */
export function tileSource(url: string): string | undefined {
  const value = url.trim();
  if (value === '' || !isValidTileUrl(value)) return undefined;
  const [, scheme, host] = TILE_URL.exec(value) ?? [];
  if (!scheme || !host) return undefined;
  return `${scheme.toLowerCase()}://${host.toLowerCase().replace(/^\{s\}\./, '*.')}`;
}
