import type { Config, DOMPurify } from 'dompurify';

// HTML that came from a person (a template or reminder body from the rich-text editor, a map's tile attribution) is
// never trusted: it passes DOMPurify under one of the allow-list policies below. The policies live here once; each side
// brings its own DOMPurify (the server over jsdom, the web app over the browser's DOM), so this module needs no DOM and
// keeps DOMPurify out of the code that merely imports the domain package.

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML (mails, documents, notices). */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

export interface MarkupPolicy {
  /**
   * Elements that are kept (lower case), without attributes but a link's href. Every other element vanishes and its
   * text stays, except for elements whose content is code or no text (script, style, svg, math, template...): those go
   * with their content.
   */
  tags: readonly string[];
  /** The addresses a link (`a`) may keep as its href; it then opens in a new window. Undefined: no href at all. */
  links?: RegExp;
}

/** The rich-text editor's formatting (reminder and e-mail template bodies); links only to http(s) and mailto. */
export const RICH_TEXT_POLICY: MarkupPolicy = {
  tags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'hr', 'a'],
  links: /^(?:https?:\/\/|mailto:)/i,
};

/** Notices may hold simple HTML (spec 000 §8): bare formatting tags only. */
export const NOTICE_POLICY: MarkupPolicy = { tags: ['b', 'i', 'br', 'strong', 'em', 'p', 'ul', 'li'] };

/** A map's tile attribution (owner setting mapTileAttribution): text and links to the tile provider. */
export const ATTRIBUTION_POLICY: MarkupPolicy = { tags: ['a'], links: /^https?:\/\//i };

/**
 * Elements DOMPurify removes with their content by default (its FORBID_CONTENTS): renderers that walk a parsed tree
 * themselves (the web app's notices) drop the same ones, so both read a policy alike.
 */
export const DROPPED_WITH_CONTENT: readonly string[] = [
  'annotation-xml',
  'audio',
  'colgroup',
  'desc',
  'foreignobject',
  'head',
  'iframe',
  'math',
  'mi',
  'mn',
  'mo',
  'ms',
  'mtext',
  'noembed',
  'noframes',
  'noscript',
  'plaintext',
  'script',
  'selectedcontent',
  'style',
  'svg',
  'template',
  'thead',
  'title',
  'video',
  'xmp',
];

/** DOMPurify's settings for a policy. */
export function purifyConfig(policy: MarkupPolicy): Config {
  return {
    ALLOWED_TAGS: [...policy.tags],
    ALLOWED_ATTR: policy.links ? ['href'] : [],
    // DOMPurify tests a URL with its spaces and control characters removed, as browsers read it ("java\tscript:").
    ...(policy.links ? { ALLOWED_URI_REGEXP: policy.links } : {}),
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
  };
}

interface HookElement {
  nodeName: string;
  hasAttribute(name: string): boolean;
  removeAttribute(name: string): void;
  setAttribute(name: string, value: string): void;
}

/** Sanitises HTML under a policy; made by `createSanitizer` from one side's DOMPurify. */
export type Sanitize = (html: string, policy: MarkupPolicy) => string;

/**
 * The sanitiser over a DOMPurify instance (one per side). It refuses an instance without a usable DOM, for which
 * DOMPurify would hand back its input unchanged.
 */
export function createSanitizer(purify: DOMPurify): Sanitize {
  if (!purify.isSupported) throw new Error('DOMPurify has no usable DOM here');
  // An href only on links (DOMPurify's allow-list is per attribute, not per element); a kept link opens in a new window
  // without handing the opener or the address of the page over.
  purify.addHook('afterSanitizeAttributes', (node) => {
    // This hook runs for elements only; the domain package has no DOM types, so the element is described here.
    const element = node as unknown as HookElement;
    if (element.nodeName !== 'A') element.removeAttribute('href');
    else if (element.hasAttribute('href')) {
      element.setAttribute('target', '_blank');
      element.setAttribute('rel', 'noopener noreferrer');
    }
  });
  const configs = new Map<MarkupPolicy, Config>();
  return (html, policy) => {
    let config = configs.get(policy);
    if (!config) {
      config = purifyConfig(policy);
      configs.set(policy, config);
    }
    return purify.sanitize(html, config);
  };
}
