import { z } from 'zod';
import { definePublicCall, ZOk } from './contract.ts';
import { zEmail, zPassword, zRecordId } from './fields.ts';
import { LOCALES } from './locales.ts';

// Plain constants in a module of their own: the web app's start reads them without loading zod.
export { LOCALES, type Locale } from './locales.ts';

export const ZLoginRequest = z.object({
  userName: zEmail,
  password: zPassword,
  ownerId: zRecordId,
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;
export const ZLoginResponse = z.object({ token: z.string() });

export const ZOwnersUserRequest = ZLoginRequest.pick({ userName: true, password: true });
export const ZOwnerChoice = z.object({ id: z.number().int(), name: z.string() });
export const ZOwnersUserResponse = z.array(ZOwnerChoice);
export type TOwnerChoice = z.infer<typeof ZOwnerChoice>;

export const ZUserByIdKeyRequest = z.object({
  id: zRecordId,
  key: z.string().min(10).max(200),
});
export const ZSetPasswordRequest = ZUserByIdKeyRequest.extend({ password: zPassword });
/** `locale` is the language the mail is written in: the one the user chose on the page. */
export const ZForgotPasswordRequest = z.object({ userName: zEmail, locale: z.enum(LOCALES).default('en') });

/** What the token carries (spec 000 §3 Auth state); `sid` is the server's session, which logout and others end. */
export const ZTokenClaims = z.object({
  sid: z.number().int().positive(),
  userId: z.number().int(),
  userName: z.string(),
  ownerId: z.number().int(),
  employeeId: z.number().int(),
  roles: z.array(z.string()),
  sysAdmin: z.boolean(),
});
export type TTokenClaims = z.infer<typeof ZTokenClaims>;

/** A user as seen by userByIdKey (before a password is set) and setPassword (with roles). */
export const ZSessionUser = z.object({
  id: z.number().int(),
  userName: z.string(),
  roles: z.array(z.string()),
});
export type TSessionUser = z.infer<typeof ZSessionUser>;

/** The calls made before login (spec 000 §7). */
export const SESSION_CALLS = {
  login: definePublicCall({
    method: 'POST',
    path: '/login',
    body: ZLoginRequest,
    response: ZLoginResponse,
    summary: 'Log in to one owner: answers the session token',
  }),
  logout: definePublicCall({
    method: 'POST',
    path: '/logout',
    body: z.object({}),
    response: ZOk,
    summary: 'End the session of the bearer token sent (answered alike when there is none)',
  }),
  ownersUser: definePublicCall({
    method: 'POST',
    path: '/ownersUser',
    body: ZOwnersUserRequest,
    response: ZOwnersUserResponse,
    summary: 'The owners a user name and password may log in to',
  }),
  userByIdKey: definePublicCall({
    method: 'POST',
    path: '/userByIdKey',
    body: ZUserByIdKeyRequest,
    response: ZSessionUser,
    summary: 'The user of a password link, while the link is valid',
  }),
  setPassword: definePublicCall({
    method: 'POST',
    path: '/setPassword',
    body: ZSetPasswordRequest,
    response: ZSessionUser,
    summary: 'Set a password with a password link; spends every open link of the user',
  }),
  forgotPassword: definePublicCall({
    method: 'POST',
    path: '/forgotPassword',
    body: ZForgotPasswordRequest,
    response: ZOk,
    summary: 'Mail a password link (the same answer whether or not the address exists)',
  }),
} as const;
