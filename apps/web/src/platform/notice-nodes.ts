import { DROPPED_WITH_CONTENT, NOTICE_POLICY } from '@backoffice/domain/html';
import { createElement, type ReactNode } from 'react';

const KEPT = new Set(NOTICE_POLICY.tags);
const DROPPED = new Set(DROPPED_WITH_CONTENT);
const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

function childNodes(parent: Node, key: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  parent.childNodes.forEach((child, index) => {
    if (child.nodeType === Node.TEXT_NODE) {
      nodes.push(child.nodeValue ?? '');
      return;
    }
    if (!(child instanceof Element) || DROPPED.has(child.localName)) return;
    const children = childNodes(child, `${key}.${index}`);
    if (child.namespaceURI === HTML_NAMESPACE && KEPT.has(child.localName)) {
      nodes.push(createElement(child.localName, { key: `${key}.${index}` }, ...children));
    } else nodes.push(...children);
  });
  return nodes;
}

/**
 * A notice's HTML (spec 000 §8) as React nodes under the notice policy: the policy's bare formatting elements and text,
 * nothing else. The browser parses it inert (a DOMParser document has no window: nothing in it loads or runs) and no
 * HTML string goes into the page, so notices need no sanitiser, and the login page does not load one.
 */
export function noticeNodes(html: string): ReactNode[] {
  // As DOMPurify does: a leading element first, so that head-only elements (title, style) stay in the body.
  const body = new DOMParser().parseFromString(`<remove></remove>${html}`, 'text/html').body;
  return body ? childNodes(body, 'n') : [];
}
