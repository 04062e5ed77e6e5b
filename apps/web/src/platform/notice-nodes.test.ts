// @vitest-environment jsdom
import { NOTICE_POLICY } from '@backoffice/domain/html';
import { DOMPURIFY_HOSTILE_CASES } from '@backoffice/domain/html-test/dompurify-hostile-cases';
import { NOTICE_CASES } from '@backoffice/domain/html-test/policy-cases';
import { policyBreaches } from '@backoffice/domain/html-test/sanitizer-suite';
import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { noticeNodes } from './notice-nodes.ts';
import { sanitizeHtml } from './sanitize-html.ts';

const markup = (html: string) => renderToStaticMarkup(createElement(Fragment, null, ...noticeNodes(html)));

/** The same markup however it is serialised (React writes <br/> and escapes quotes; the DOM does neither). */
function normal(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.innerHTML;
}
/** For comparing with DOMPurify: whitespace runs read as one space, and DOMPurify's harmless is="" (it cannot remove
 * an is attribute, so it empties it) left out. */
const comparable = (html: string) =>
  normal(html)
    .replace(/ is=""/g, '')
    .replace(/\s+/g, ' ')
    .trim();
const parse = (html: string) => {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
};

describe('noticeNodes', () => {
  it.each(NOTICE_CASES)('reads %j under the notice policy', (input, output) => {
    expect(normal(markup(input))).toBe(output);
  });

  it("keeps what DOMPurify keeps under the notice policy, for every one of DOMPurify's hostile cases", () => {
    const differences: string[] = [];
    const breaches: string[] = [];
    for (const [title, payload] of DOMPURIFY_HOSTILE_CASES) {
      const ours = normal(markup(payload));
      if (comparable(ours) !== comparable(sanitizeHtml(payload, NOTICE_POLICY))) differences.push(title || payload);
      breaches.push(...policyBreaches(ours, NOTICE_POLICY, parse).map((breach) => `${title}: ${breach}`));
    }
    expect(breaches).toEqual([]);
    expect(differences).toEqual([]);
  });
});
