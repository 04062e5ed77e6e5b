import type { ErrorTexts } from './format.ts';

/** The users of an owner (spec 000 §7 Users): invitations, roles and passwords. */
export const USER_ERRORS = {
  'user.exists': 'A user with this e-mail address already exists',
  /** An administrator cannot lock themselves out; another administrator has to do that. */
  'user.ownAdminAccess': 'You cannot remove your own administrator access',
  'user.sharedLogin': {
    status: 403,
    message: 'This user also works for another company and must change the password themselves',
  },
} as const satisfies ErrorTexts;
