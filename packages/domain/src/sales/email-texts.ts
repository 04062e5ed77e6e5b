import type { Locale } from '../api/session.ts';
import type { EmailTemplateName, InvoiceMailTemplate, ReminderTemplate } from './enums.ts';

// The e-mail templates every owner starts with: the mail carrying an invoice or credit invoice and the payment
// reminders (spec 000 §3 Reminder email template; 001 §3 Email template; 002 §9 variables).
// Mails leave the company in the customer's language, so these texts live here, not in the web app's i18n files.

export interface EmailTemplateText {
  title: string;
  htmlMessage: string;
}

const NL_SIGN = '<p>Met vriendelijke groet,<br>{{companyName}}</p>';
const EN_SIGN = '<p>Kind regards,<br>{{companyName}}</p>';
const IT_SIGN = '<p>Cordiali saluti,<br>{{companyName}}</p>';
const ES_SIGN = '<p>Atentamente,<br>{{companyName}}</p>';
const FR_SIGN = '<p>Veuillez agréer, Madame, Monsieur, nos salutations distinguées.<br>{{companyName}}</p>';

export const DEFAULT_REMINDER_TEXTS: Record<Locale, Record<ReminderTemplate, EmailTemplateText>> = {
  nl: {
    reminder_1: {
      title: 'Betalingsherinnering factuur {{invoiceNumber}}',
      htmlMessage: `<p>Geachte heer/mevrouw,</p><p>Volgens onze administratie is factuur {{invoiceNumber}} van {{invoiceDate}} ter hoogte van {{amount}} nog niet (volledig) betaald. De betaaltermijn van {{paymentTerm}} dagen is verstreken; het openstaande bedrag is {{openAmount}}.</p><p>Wij verzoeken u vriendelijk het openstaande bedrag binnen 7 dagen over te maken onder vermelding van het factuurnummer. De factuur vindt u als bijlage bij deze e-mail.</p><p>Heeft u inmiddels betaald, dan kunt u deze herinnering als niet verzonden beschouwen.</p>${NL_SIGN}`,
    },
    reminder_2: {
      title: 'Tweede herinnering factuur {{invoiceNumber}}',
      htmlMessage: `<p>Geachte heer/mevrouw,</p><p>Onlangs stuurden wij u een herinnering voor factuur {{invoiceNumber}} van {{invoiceDate}}. Helaas hebben wij uw betaling van {{openAmount}} nog niet ontvangen. De betaaltermijn van {{paymentTerm}} dagen is inmiddels met {{daysOverdue}} dagen overschreden.</p><p>Wij verzoeken u dringend het openstaande bedrag binnen 7 dagen te voldoen. Is er een reden waarom u de factuur niet kunt betalen, neem dan contact met ons op.</p>${NL_SIGN}`,
    },
    reminder_3: {
      title: 'Aanmaning factuur {{invoiceNumber}}',
      htmlMessage: `<p>Geachte heer/mevrouw,</p><p>Ondanks onze eerdere herinneringen hebben wij de betaling van factuur {{invoiceNumber}} van {{invoiceDate}} nog niet ontvangen. Het openstaande bedrag is {{openAmount}}; de betaaltermijn van {{paymentTerm}} dagen is met {{daysOverdue}} dagen overschreden.</p><p>Wij verzoeken u dit bedrag uiterlijk binnen 14 dagen na dagtekening van deze aanmaning te betalen. Blijft betaling uit, dan zijn wij genoodzaakt de vordering uit handen te geven; de incassokosten komen dan voor uw rekening.</p>${NL_SIGN}`,
    },
  },
  en: {
    reminder_1: {
      title: 'Payment reminder for invoice {{invoiceNumber}}',
      htmlMessage: `<p>Dear Sir or Madam,</p><p>According to our records, invoice {{invoiceNumber}} of {{invoiceDate}} for {{amount}} has not yet been paid in full. The payment term of {{paymentTerm}} days has passed; the amount outstanding is {{openAmount}}.</p><p>We kindly ask you to transfer the outstanding amount within 7 days, quoting the invoice number. The invoice is attached to this e-mail.</p><p>If you have already paid, please disregard this reminder.</p>${EN_SIGN}`,
    },
    reminder_2: {
      title: 'Second reminder for invoice {{invoiceNumber}}',
      htmlMessage: `<p>Dear Sir or Madam,</p><p>We recently sent you a reminder for invoice {{invoiceNumber}} of {{invoiceDate}}. Unfortunately we have not yet received your payment of {{openAmount}}. The payment term of {{paymentTerm}} days has now been exceeded by {{daysOverdue}} days.</p><p>We urgently request that you pay the outstanding amount within 7 days. If there is a reason why you cannot pay this invoice, please contact us.</p>${EN_SIGN}`,
    },
    reminder_3: {
      title: 'Final notice for invoice {{invoiceNumber}}',
      htmlMessage: `<p>Dear Sir or Madam,</p><p>Despite our earlier reminders, we have not received payment of invoice {{invoiceNumber}} of {{invoiceDate}}. The amount outstanding is {{openAmount}}, and the payment term of {{paymentTerm}} days has been exceeded by {{daysOverdue}} days.</p><p>We ask you to pay this amount within 14 days of the date of this notice. If we do not receive payment, we will have to hand the claim over for collection, and the collection costs will be charged to you.</p>${EN_SIGN}`,
    },
  },
  it: {
    reminder_1: {
      title: 'Sollecito di pagamento fattura {{invoiceNumber}}',
      htmlMessage: `<p>Gentile cliente,</p><p>Dai nostri registri risulta che la fattura {{invoiceNumber}} del {{invoiceDate}} di {{amount}} non è ancora stata saldata interamente. Il termine di pagamento di {{paymentTerm}} giorni è scaduto; l'importo ancora dovuto è di {{openAmount}}.</p><p>La preghiamo di voler effettuare il bonifico dell'importo dovuto entro 7 giorni, indicando il numero della fattura. In allegato trova la fattura.</p><p>Se ha già provveduto al pagamento, La preghiamo di non tenere conto di questo sollecito.</p>${IT_SIGN}`,
    },
    reminder_2: {
      title: 'Secondo sollecito fattura {{invoiceNumber}}',
      htmlMessage: `<p>Gentile cliente,</p><p>Recentemente Le abbiamo inviato un sollecito per la fattura {{invoiceNumber}} del {{invoiceDate}}. Purtroppo non abbiamo ancora ricevuto il pagamento di {{openAmount}}. Il termine di pagamento di {{paymentTerm}} giorni è stato superato di {{daysOverdue}} giorni.</p><p>La invitiamo a saldare l'importo dovuto entro 7 giorni. Se c'è un motivo per cui non può pagare la fattura, La preghiamo di contattarci.</p>${IT_SIGN}`,
    },
    reminder_3: {
      title: 'Diffida di pagamento fattura {{invoiceNumber}}',
      htmlMessage: `<p>Gentile cliente,</p><p>Nonostante i nostri precedenti solleciti, non abbiamo ricevuto il pagamento della fattura {{invoiceNumber}} del {{invoiceDate}}. L'importo ancora dovuto è di {{openAmount}} e il termine di pagamento di {{paymentTerm}} giorni è stato superato di {{daysOverdue}} giorni.</p><p>La invitiamo formalmente a pagare tale importo entro 14 giorni dalla data della presente. In mancanza di pagamento saremo costretti ad affidare il recupero del credito a terzi, con le relative spese a Suo carico.</p>${IT_SIGN}`,
    },
  },
  es: {
    reminder_1: {
      title: 'Recordatorio de pago de la factura {{invoiceNumber}}',
      htmlMessage: `<p>Estimado/a cliente:</p><p>Según nuestros registros, la factura {{invoiceNumber}} del {{invoiceDate}} por importe de {{amount}} aún no ha sido pagada en su totalidad. El plazo de pago de {{paymentTerm}} días ha vencido; el importe pendiente es de {{openAmount}}.</p><p>Le rogamos que transfiera el importe pendiente en un plazo de 7 días, indicando el número de factura. Adjuntamos la factura a este correo.</p><p>Si ya ha realizado el pago, le rogamos que ignore este recordatorio.</p>${ES_SIGN}`,
    },
    reminder_2: {
      title: 'Segundo recordatorio de la factura {{invoiceNumber}}',
      htmlMessage: `<p>Estimado/a cliente:</p><p>Hace poco le enviamos un recordatorio de la factura {{invoiceNumber}} del {{invoiceDate}}. Lamentablemente, todavía no hemos recibido su pago de {{openAmount}}. El plazo de pago de {{paymentTerm}} días se ha superado en {{daysOverdue}} días.</p><p>Le rogamos encarecidamente que abone el importe pendiente en un plazo de 7 días. Si hay algún motivo por el que no pueda pagar esta factura, póngase en contacto con nosotros.</p>${ES_SIGN}`,
    },
    reminder_3: {
      title: 'Requerimiento formal de pago de la factura {{invoiceNumber}}',
      htmlMessage: `<p>Estimado/a cliente:</p><p>A pesar de nuestros recordatorios anteriores, no hemos recibido el pago de la factura {{invoiceNumber}} del {{invoiceDate}}. El importe pendiente es de {{openAmount}} y el plazo de pago de {{paymentTerm}} días se ha superado en {{daysOverdue}} días.</p><p>Le requerimos que abone dicho importe en un plazo de 14 días a partir de la fecha de este aviso. De no recibir el pago, nos veremos obligados a ceder el cobro de la deuda a terceros, y los gastos de cobro correrán a su cargo.</p>${ES_SIGN}`,
    },
  },
  fr: {
    reminder_1: {
      title: 'Relance de paiement de la facture {{invoiceNumber}}',
      htmlMessage: `<p>Madame, Monsieur,</p><p>Sauf erreur de notre part, la facture {{invoiceNumber}} du {{invoiceDate}} d'un montant de {{amount}} n'a pas encore été entièrement réglée. Le délai de paiement de {{paymentTerm}} jours est dépassé ; le montant restant dû est de {{openAmount}}.</p><p>Nous vous prions de bien vouloir virer le montant dû sous 7 jours, en indiquant le numéro de facture. Vous trouverez la facture en pièce jointe.</p><p>Si vous avez déjà effectué le paiement, nous vous prions de ne pas tenir compte de cette relance.</p>${FR_SIGN}`,
    },
    reminder_2: {
      title: 'Deuxième relance pour la facture {{invoiceNumber}}',
      htmlMessage: `<p>Madame, Monsieur,</p><p>Nous vous avons récemment adressé une relance pour la facture {{invoiceNumber}} du {{invoiceDate}}. À ce jour, nous n'avons malheureusement pas reçu votre paiement de {{openAmount}}. Le délai de paiement de {{paymentTerm}} jours est désormais dépassé de {{daysOverdue}} jours.</p><p>Nous vous prions instamment de régler le montant dû sous 7 jours. Si une raison vous empêche de payer cette facture, merci de nous contacter.</p>${FR_SIGN}`,
    },
    reminder_3: {
      title: 'Mise en demeure de payer la facture {{invoiceNumber}}',
      htmlMessage: `<p>Madame, Monsieur,</p><p>Malgré nos relances précédentes, nous n'avons pas reçu le paiement de la facture {{invoiceNumber}} du {{invoiceDate}}. Le montant restant dû est de {{openAmount}} et le délai de paiement de {{paymentTerm}} jours est dépassé de {{daysOverdue}} jours.</p><p>Nous vous mettons en demeure de régler ce montant dans un délai de 14 jours à compter de la date du présent courrier. À défaut de paiement, nous serons contraints de confier le recouvrement de la créance à un tiers, les frais de recouvrement restant à votre charge.</p>${FR_SIGN}`,
    },
  },
};

export const DEFAULT_INVOICE_MAIL_TEXTS: Record<Locale, Record<InvoiceMailTemplate, EmailTemplateText>> = {
  nl: {
    invoice: {
      title: 'Factuur {{invoiceNumber}} van {{companyName}}',
      htmlMessage: `<p>Geachte heer/mevrouw,</p><p>In de bijlage vindt u factuur {{invoiceNumber}} van {{invoiceDate}} voor een bedrag van {{amount}}.</p><p>Wij verzoeken u dit bedrag binnen {{paymentTerm}} dagen, uiterlijk op {{expiryDate}}, te voldoen onder vermelding van betalingskenmerk {{paymentReference}}.</p>${NL_SIGN}`,
    },
    credit_invoice: {
      title: 'Creditfactuur {{invoiceNumber}} van {{companyName}}',
      htmlMessage: `<p>Geachte heer/mevrouw,</p><p>In de bijlage vindt u creditfactuur {{invoiceNumber}} van {{invoiceDate}} voor een bedrag van {{amount}}.</p>${NL_SIGN}`,
    },
  },
  en: {
    invoice: {
      title: 'Invoice {{invoiceNumber}} from {{companyName}}',
      htmlMessage: `<p>Dear Sir or Madam,</p><p>Please find attached invoice {{invoiceNumber}} of {{invoiceDate}} for an amount of {{amount}}.</p><p>We kindly ask you to pay this amount within {{paymentTerm}} days, by {{expiryDate}} at the latest, quoting payment reference {{paymentReference}}.</p>${EN_SIGN}`,
    },
    credit_invoice: {
      title: 'Credit invoice {{invoiceNumber}} from {{companyName}}',
      htmlMessage: `<p>Dear Sir or Madam,</p><p>Please find attached credit invoice {{invoiceNumber}} of {{invoiceDate}} for an amount of {{amount}}.</p>${EN_SIGN}`,
    },
  },
  it: {
    invoice: {
      title: 'Fattura {{invoiceNumber}} da {{companyName}}',
      htmlMessage: `<p>Gentile cliente,</p><p>in allegato trova la fattura {{invoiceNumber}} del {{invoiceDate}} per un importo di {{amount}}.</p><p>La preghiamo di saldare tale importo entro {{paymentTerm}} giorni, al più tardi il {{expiryDate}}, indicando il riferimento di pagamento {{paymentReference}}.</p>${IT_SIGN}`,
    },
    credit_invoice: {
      title: 'Nota di credito {{invoiceNumber}} da {{companyName}}',
      htmlMessage: `<p>Gentile cliente,</p><p>in allegato trova la nota di credito {{invoiceNumber}} del {{invoiceDate}} per un importo di {{amount}}.</p>${IT_SIGN}`,
    },
  },
  es: {
    invoice: {
      title: 'Factura {{invoiceNumber}} de {{companyName}}',
      htmlMessage: `<p>Estimado/a cliente:</p><p>Adjuntamos la factura {{invoiceNumber}} del {{invoiceDate}} por un importe de {{amount}}.</p><p>Le rogamos que abone este importe en un plazo de {{paymentTerm}} días, a más tardar el {{expiryDate}}, indicando la referencia de pago {{paymentReference}}.</p>${ES_SIGN}`,
    },
    credit_invoice: {
      title: 'Factura rectificativa {{invoiceNumber}} de {{companyName}}',
      htmlMessage: `<p>Estimado/a cliente:</p><p>Adjuntamos la factura rectificativa {{invoiceNumber}} del {{invoiceDate}} por un importe de {{amount}}.</p>${ES_SIGN}`,
    },
  },
  fr: {
    invoice: {
      title: 'Facture {{invoiceNumber}} de {{companyName}}',
      htmlMessage: `<p>Madame, Monsieur,</p><p>Veuillez trouver ci-joint la facture {{invoiceNumber}} du {{invoiceDate}} d'un montant de {{amount}}.</p><p>Nous vous prions de régler ce montant sous {{paymentTerm}} jours, au plus tard le {{expiryDate}}, en indiquant la référence de paiement {{paymentReference}}.</p>${FR_SIGN}`,
    },
    credit_invoice: {
      title: 'Avoir {{invoiceNumber}} de {{companyName}}',
      htmlMessage: `<p>Madame, Monsieur,</p><p>Veuillez trouver ci-joint l'avoir {{invoiceNumber}} du {{invoiceDate}} d'un montant de {{amount}}.</p>${FR_SIGN}`,
    },
  },
};

/** The standard text of a template in a language, used while the owner has stored none of its own. */
export function defaultEmailText(name: EmailTemplateName, locale: Locale): EmailTemplateText {
  const texts: Record<EmailTemplateName, EmailTemplateText> = {
    ...DEFAULT_INVOICE_MAIL_TEXTS[locale],
    ...DEFAULT_REMINDER_TEXTS[locale],
  };
  return texts[name];
}
