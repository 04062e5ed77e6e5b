/** Escapes text for HTML mails and documents (one rule with the web app's, in the domain package). */
export { escapeHtml } from '@backoffice/domain/html';

/** The body of a mail written in the rich-text editor, in the font mail readers show it in. */
export const mailHtml = (body: string) =>
  `<div style="font-family: Arial, Helvetica, sans-serif; font-size: 14px; line-height: 1.5">${body}</div>`;
