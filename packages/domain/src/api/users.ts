import { z } from 'zod';
import { ROLES } from '../roles.ts';
import { defineCall, ZNoBody, ZOk } from './contract.ts';
import { zEmail, zFlag, zPassword, zRecordId, zRef } from './fields.ts';

const zRoles = z.array(z.enum(ROLES)).max(ROLES.length);

/** A user's membership of the caller's owner (spec 000 §3 User: id, employeeId, roles, deleted) plus the login name. */
export const ZUser = z.object({
  id: z.number().int(),
  userName: z.string(),
  employeeId: z.number().int(),
  roles: z.array(z.enum(ROLES)),
  deleted: z.number().int(),
  /** Live sessions of the user in this owner (an administrator can end them). */
  activeSessions: z.number().int(),
});
export type TUser = z.infer<typeof ZUser>;

export const ZSaveUserRequest = z.object({
  id: zRecordId,
  employeeId: zRef('employees').default(0),
  roles: zRoles,
  deleted: zFlag.default(0),
});

/** createUser (employeeId, roles); the login name is the e-mail address the invitation goes to. */
export const ZCreateUserRequest = z.object({
  userName: zEmail,
  employeeId: zRef('employees').default(0),
  roles: zRoles.min(1),
});

export const ZUpdatePasswordRequest = z.object({ id: zRecordId, password: zPassword });
export const ZUserByEmployeeIdRequest = z.object({ id: zRecordId });
export const ZIdRequest = z.object({ id: zRecordId });

/** The caller's own membership and company (the header, "change my password"). */
export const ZMe = ZUser.extend({ ownerId: z.number().int(), ownerName: z.string() });
export type TMe = z.infer<typeof ZMe>;

export const USER_CALLS = {
  me: defineCall({
    method: 'GET',
    path: '/me',
    area: 'self',
    level: 'read',
    body: ZNoBody,
    response: ZMe,
    summary: "The caller's own membership and company, whatever the roles",
  }),
  allUsers: defineCall({
    method: 'GET',
    path: '/allUsers',
    area: 'settings',
    level: 'read',
    body: ZNoBody,
    response: z.array(ZUser),
    summary: "The users of the caller's owner",
  }),
  userByEmployeeId: defineCall({
    method: 'POST',
    path: '/userByEmployeeId',
    area: 'settings',
    level: 'read',
    body: ZUserByEmployeeIdRequest,
    response: ZUser.nullable(),
    summary: 'The user linked to an employee, if any',
  }),
  saveUser: defineCall({
    method: 'POST',
    path: '/saveUser',
    area: 'settings',
    level: 'write',
    body: ZSaveUserRequest,
    response: ZUser,
    summary: "Change a user's employee and roles, or remove the user's access (deleted: 1)",
  }),
  createUser: defineCall({
    method: 'POST',
    path: '/createUser',
    area: 'settings',
    level: 'write',
    body: ZCreateUserRequest,
    response: ZUser,
    summary: 'Invite a user by e-mail: the mail holds a link to set the password',
  }),
  updatePassword: defineCall({
    method: 'POST',
    path: '/updatePassword',
    area: 'self',
    level: 'write',
    body: ZUpdatePasswordRequest,
    response: z.object({ ok: z.literal(true), token: z.string().optional() }),
    summary: "Change one's own password (answers a new token) or, as administrator, another user's",
  }),
  endUserSessions: defineCall({
    method: 'POST',
    path: '/endUserSessions',
    area: 'settings',
    level: 'write',
    body: ZIdRequest,
    response: z.object({ ended: z.number().int() }),
    summary: "End a user's sessions in this company",
  }),
  logoutEverywhere: defineCall({
    method: 'POST',
    path: '/logoutEverywhere',
    area: 'self',
    level: 'write',
    body: ZNoBody,
    response: ZOk,
    summary: "End every session of the caller's login, in every company",
  }),
} as const;
