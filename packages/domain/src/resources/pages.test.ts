import { describe, expect, it } from 'vitest';
import { RESOURCE_METAS } from './index.ts';
import { RESOURCE_PAGES } from './pages.ts';

describe('record type pages', () => {
  it('every declared page is served by exactly one record type, which takes its writers and route from it', () => {
    for (const [name, page] of Object.entries(RESOURCE_PAGES)) {
      const metas = RESOURCE_METAS.filter((meta) => meta.page === name);
      expect(metas.map((meta) => [meta.area, meta.route])).toEqual([[page.area, page.path]]);
    }
    expect(RESOURCE_METAS.map((meta) => meta.page).sort()).toEqual(Object.keys(RESOURCE_PAGES).sort());
  });
});
