import { NOTICE_POLICY, sanitizeMarkup } from '@backoffice/domain/html';

export { escapeHtml } from '@backoffice/domain/html';

/**
 * Notices may hold simple HTML (spec 000 §8). Only the bare allowed tags stay markup; every other tag, and an allowed
 * one with attributes, is shown as text, so no attribute, script or other element can survive.
 */
export const sanitizeHtml = (html: string): string => sanitizeMarkup(html, NOTICE_POLICY);
