import { ATTRIBUTION_POLICY, createSanitizer, type MarkupPolicy, RICH_TEXT_POLICY } from '@backoffice/domain/html';
import DOMPurify from 'dompurify';

// DOMPurify over the browser's own DOM, with the policies the server applies before it stores or mails HTML. Import
// this module only from code that loads lazily (the rich-text editor, the map): the login page does without it.
const sanitize = createSanitizer(DOMPurify(window));

/** HTML under one of the domain's policies. */
export const sanitizeHtml = (html: string, policy: MarkupPolicy): string => sanitize(html, policy);

/** A reminder or template body as the editor may show it. */
export const sanitizeRichText = (html: string): string => sanitize(html, RICH_TEXT_POLICY);

/** A map's tile attribution: text and http(s) links. */
export const sanitizeAttribution = (html: string): string => sanitize(html, ATTRIBUTION_POLICY);
