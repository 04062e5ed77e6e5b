import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// The web app's one route registry (apps/web/src/routes.ts and the features' routes.ts it joins) cannot be imported
// here: it pulls in React pages and icons. Its entries are plain `path: '…', params: '…'` literals or `inMenu('…'`, read from the
// source so that a page added to the registry is walked without a change here. The record types' pages are declared
// in the domain's RESOURCE_PAGES (the same `path: '…'` literals; their {action}/{id} are optional).

const WEB_SRC = fileURLToPath(new URL('../../apps/web/src/', import.meta.url));
const RESOURCE_PAGES = fileURLToPath(new URL('../../packages/domain/src/resources/pages.ts', import.meta.url));
// `inMenu('/Path/:param?', …)` (platform/menu-entries.ts) carries its parameters in the path.
const ENTRY = /(?:path: |inMenu\(\s*)'([^']+)',\s*(?:params: '([^']+)')?/g;

export interface RegistryRoute {
  /** The path without parameters (`/Other/Cars`). */
  path: string;
  /** Whether the route answers only with a value for a parameter (`/Employees/Edit/:id`). */
  needsParams: boolean;
  /** The parameters it needs, in order (`[':id']`). */
  required: string[];
}

function registryFiles(): string[] {
  const features = readdirSync(`${WEB_SRC}features`, { recursive: true, encoding: 'utf8' })
    .filter((file) => file === 'routes.ts' || file.endsWith('/routes.ts'))
    .map((file) => `${WEB_SRC}features/${file}`);
  return [`${WEB_SRC}routes.ts`, ...features, RESOURCE_PAGES];
}

/** Every route of the registry, the session pages included. */
export function registryRoutes(): RegistryRoute[] {
  return registryFiles().flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(ENTRY)].map(([, full = '', params = '']) => {
      const segments = [...full.split('/'), ...params.split('/')];
      const required = segments.filter((segment) => segment.startsWith(':') && !segment.endsWith('?'));
      return { path: full.split('/:')[0] ?? full, needsParams: required.length > 0, required };
    }),
  );
}
