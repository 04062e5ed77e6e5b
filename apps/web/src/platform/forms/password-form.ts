import { z } from 'zod';

/** A new password typed twice: the shared rule of the password, and the confirmation repeats it. */
export function passwordTwice(password: z.ZodType<string, string>) {
  return z.object({ password, confirmation: z.string() }).refine((v) => v.confirmation === v.password, {
    path: ['confirmation'],
    params: { key: 'validation.passwordMismatch' },
  });
}
