import type { Locale } from '@backoffice/domain';
import { escapeHtml } from '../../platform/html.ts';

interface AccountMail {
  subject: string;
  intro: string;
  invite: string;
  access: string;
  login: string;
  action: string;
  expiry: string;
  ignore: string;
}

// Mails leave the server, so their texts live here rather than in the web app's i18n files.
const TEXTS: Record<Locale, AccountMail> = {
  en: {
    subject: 'Set your password',
    intro: 'Use the link below to set a new password for {user}.',
    invite: 'An account was created for you ({user}). Use the link below to set your password.',
    access: 'You now have access to {owner} in the back office. Log in with your existing password.',
    login: 'Log in',
    action: 'Set password',
    expiry: 'The link can be used once and expires in {hours} hours.',
    ignore: 'If you did not ask for this, you can ignore this e-mail.',
  },
  nl: {
    subject: 'Stel uw wachtwoord in',
    intro: 'Gebruik de onderstaande link om een nieuw wachtwoord in te stellen voor {user}.',
    invite: 'Er is een account voor u aangemaakt ({user}). Stel via de onderstaande link uw wachtwoord in.',
    access: 'U heeft nu toegang tot {owner} in de backoffice. Log in met uw bestaande wachtwoord.',
    login: 'Inloggen',
    action: 'Wachtwoord instellen',
    expiry: 'De link werkt één keer en verloopt over {hours} uur.',
    ignore: 'Heeft u hier niet om gevraagd? Dan kunt u deze e-mail negeren.',
  },
  it: {
    subject: 'Imposta la tua password',
    intro: 'Usa il link qui sotto per impostare una nuova password per {user}.',
    invite: 'È stato creato un account per te ({user}). Usa il link qui sotto per impostare la password.',
    access: 'Ora hai accesso a {owner} nel back office. Accedi con la tua password attuale.',
    login: 'Accedi',
    action: 'Imposta password',
    expiry: 'Il link può essere usato una sola volta e scade tra {hours} ore.',
    ignore: 'Se non hai fatto questa richiesta, puoi ignorare questa e-mail.',
  },
  es: {
    subject: 'Establezca su contraseña',
    intro: 'Utilice el siguiente enlace para establecer una nueva contraseña para {user}.',
    invite: 'Se ha creado una cuenta para usted ({user}). Utilice el siguiente enlace para establecer su contraseña.',
    access: 'Ahora tiene acceso a {owner} en el back office. Inicie sesión con su contraseña actual.',
    login: 'Iniciar sesión',
    action: 'Establecer contraseña',
    expiry: 'El enlace se puede usar una vez y caduca en {hours} horas.',
    ignore: 'Si no lo ha solicitado, puede ignorar este correo.',
  },
  fr: {
    subject: 'Définissez votre mot de passe',
    intro: 'Utilisez le lien ci-dessous pour définir un nouveau mot de passe pour {user}.',
    invite: 'Un compte a été créé pour vous ({user}). Utilisez le lien ci-dessous pour définir votre mot de passe.',
    access: 'Vous avez maintenant accès à {owner} dans le back-office. Connectez-vous avec votre mot de passe actuel.',
    login: 'Se connecter',
    action: 'Définir le mot de passe',
    expiry: 'Le lien est utilisable une seule fois et expire dans {hours} heures.',
    ignore: "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail.",
  },
};

/** The mail with a set-password link: after "forgot password" (reset) or for a new user (invite). */
export function accountMail(kind: 'reset' | 'invite', locale: Locale, user: string, link: string, hours: number) {
  const t = TEXTS[locale];
  const fill = (text: string) => escapeHtml(text.replace('{user}', user).replace('{hours}', String(hours)));
  return {
    subject: t.subject,
    html: `<p>${fill(kind === 'reset' ? t.intro : t.invite)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(t.action)}</a></p><p>${fill(t.expiry)}</p><p>${fill(t.ignore)}</p>`,
  };
}

/** For an existing login that was given access to one more owner: no key, it keeps its own password. */
export function accessMail(locale: Locale, ownerName: string, loginLink: string) {
  const t = TEXTS[locale];
  return {
    subject: ownerName,
    html: `<p>${escapeHtml(t.access.replace('{owner}', ownerName))}</p><p><a href="${escapeHtml(loginLink)}">${escapeHtml(t.login)}</a></p>`,
  };
}
