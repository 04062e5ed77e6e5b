/** The part of `window.location` the API base depends on. */
export interface PageLocation {
  origin: string;
  pathname: string;
}

/**
 * API base (spec 000 §7, 002 §7): `{origin}/{first path segment}/api` when the page is served under a path prefix
 * (https://host/acme/#/Home → https://host/acme/api), else `{origin}/api` (development host, no prefix).
 * A first segment that looks like a file (`/index.html`) is not a prefix.
 */
export function apiBase(location: PageLocation): string {
  const origin = location.origin.replace(/\/+$/, '');
  const first = location.pathname.split('/').find((segment) => segment !== '');
  if (!first || first.includes('.')) return `${origin}/api`;
  return `${origin}/${first}/api`;
}
