import { describe, expect, it } from 'vitest';
import { escapeHtml, purifyConfig, RICH_TEXT_POLICY } from './html.ts';

// The policies are tested through each side's sanitiser: apps/server/src/platform/html.test.ts and
// apps/web/src/platform/sanitize-html.test.ts run html-test/sanitizer-suite.ts.

describe('escapeHtml', () => {
  it('escapes the five special characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});

describe('purifyConfig', () => {
  it('allows the policy tags and a link address only', () => {
    expect(purifyConfig(RICH_TEXT_POLICY)).toMatchObject({
      ALLOWED_TAGS: RICH_TEXT_POLICY.tags,
      ALLOWED_ATTR: ['href'],
      ALLOWED_URI_REGEXP: RICH_TEXT_POLICY.links,
      ALLOW_DATA_ATTR: false,
    });
    expect(purifyConfig({ tags: ['b'] }).ALLOWED_ATTR).toEqual([]);
  });
});
