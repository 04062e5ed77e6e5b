// @vitest-environment jsdom
import { sanitizerSuite } from '@backoffice/domain/html-test/sanitizer-suite';
import { describe } from 'vitest';
import { sanitizeHtml } from './sanitize-html.ts';

/** An inert parse, as the browser makes it for a template's content. */
function parse(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

describe("the web app's sanitiser (DOMPurify over the window's DOM)", () => {
  sanitizerSuite(sanitizeHtml, parse);
});
