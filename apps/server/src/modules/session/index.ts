/** The session module's public surface: other modules and the app import only this (.dependency-cruiser.cjs). */
export { accessMail } from './mail-texts.ts';
export { mailPasswordLink } from './password-link.ts';
export { accountById, findAccount, hasMembershipElsewhere, newSessionClaims, setAccountPassword } from './service.ts';
