import { withoutVariables } from '@backoffice/domain';
import { ATTRIBUTION_POLICY, createSanitizer, type MarkupPolicy, RICH_TEXT_POLICY } from '@backoffice/domain/html';
import createDOMPurify, { type WindowLike } from 'dompurify';
import { JSDOM } from 'jsdom';

/** Escapes text for HTML mails and documents (one rule with the web app's, in the domain package). */
export { escapeHtml } from '@backoffice/domain/html';

// DOMPurify needs a DOM; on the server that is jsdom, the one DOMPurify's authors test against and recommend.
const { window } = new JSDOM('');
const sanitize = createSanitizer(createDOMPurify(window as unknown as WindowLike));

/** HTML under one of the domain's policies. */
export const sanitizeHtml = (html: string, policy: MarkupPolicy): string => sanitize(html, policy);

// Sanitising is pure and costs a DOM parse: a template body sanitised for each invoice of a run is sanitised once.
const richTextSeen = new Map<string, string>();

/** A reminder or template body as it may be stored, mailed and shown. */
export function sanitizeRichText(html: string): string {
  const known = richTextSeen.get(html);
  if (known !== undefined) return known;
  const clean = sanitize(html, RICH_TEXT_POLICY);
  if (richTextSeen.size >= 200) richTextSeen.clear();
  richTextSeen.set(html, clean);
  return clean;
}

/** A map's tile attribution as it may be stored and shown: text and http(s) links. */
export const sanitizeAttribution = (html: string): string => sanitize(html, ATTRIBUTION_POLICY);

const WORD_BREAKS = 'p, br, hr, li, ul, ol, h2, h3, h4, blockquote';

/** Plain text of an HTML body (for a length check or a text preview): blocks and breaks part words, tags go. */
export function htmlToText(html: string): string {
  // The fragment is parsed inert (a template's content): nothing in it loads or runs.
  const fragment = JSDOM.fragment(sanitizeRichText(html));
  for (const element of fragment.querySelectorAll(WORD_BREAKS)) element.after(' ');
  return (fragment.textContent ?? '').replace(/\s+/g, ' ').trim();
}

// Whether a template has text of its own besides its variables: known once per template body.
const ownTextSeen = new Map<string, boolean>();

/**
 * Whether a mail filled from `template` (sanitised, with {{variables}}) has text to read: surely so when the template
 * has text of its own, so the mail's own DOM is built only for a template of variables alone.
 */
export function mailHasText(template: string, mail: string): boolean {
  let ownText = ownTextSeen.get(template);
  if (ownText === undefined) {
    ownText = htmlToText(withoutVariables(template)) !== '';
    if (ownTextSeen.size >= 200) ownTextSeen.clear();
    ownTextSeen.set(template, ownText);
  }
  return ownText || htmlToText(mail) !== '';
}

/** The body of a mail written in the rich-text editor, in the font mail readers show it in. */
export const mailHtml = (body: string) =>
  `<div style="font-family: Arial, Helvetica, sans-serif; font-size: 14px; line-height: 1.5">${body}</div>`;
