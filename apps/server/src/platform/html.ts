/** Escapes text for HTML mails and documents (one rule with the web app's, in the domain package). */
export { escapeHtml } from '@backoffice/domain/html';
