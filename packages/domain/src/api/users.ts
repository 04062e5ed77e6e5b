import { z } from 'zod';
import { ROLES } from '../roles.ts';
import { zEmail, zFlag, zPassword, zRecordId, zRef } from './fields.ts';

const zRoles = z.array(z.enum(ROLES)).max(ROLES.length);

/** A user's membership of the caller's owner (spec 000 §3 User: id, employeeId, roles, deleted) plus the login name. */
export const ZUser = z.object({
  id: z.number().int(),
  userName: z.string(),
  employeeId: z.number().int(),
  roles: z.array(z.string()),
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
