import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checked, formErrors, formState, isDirty, patched } from './form-state.ts';

// The translation keys stand in for the texts.
const t = (key: string) => key;
const schema = z
  .object({ name: z.string().min(1), startDate: z.string(), endDate: z.string() })
  .refine((v) => v.endDate >= v.startDate, { path: ['endDate'], params: { key: 'validation.endBeforeStart' } });
const initial = { name: '', startDate: '2026-01-10', endDate: '2026-01-01' };
const start = () => formState(initial, JSON.stringify);

describe('form state', () => {
  it("shows the schema's messages, its own rules included, under their fields", () => {
    const state = checked(start(), schema.safeParse(initial));
    expect(formErrors(state, t)).toEqual({ name: 'validation.required', endDate: 'validation.endBeforeStart' });
  });

  it("drops an edited field's messages and keeps the others'", () => {
    const state = patched(checked(start(), schema.safeParse(initial)), { endDate: '2026-01-31' });
    expect(state.values.endDate).toBe('2026-01-31');
    expect(formErrors(state, t)).toEqual({ name: 'validation.required' });
  });

  it("shows the server's issues on their fields, in the user's language when the text is a shared one", () => {
    const state = {
      ...start(),
      server: [
        { path: 'name', message: 'Name already in use' },
        { path: 'endDate', message: 'End date cannot be before start date' },
      ],
    };
    expect(formErrors(state, t)).toEqual({ name: 'Name already in use', endDate: 'validation.endBeforeStart' });
    // Editing a field takes its server message away (a list's message too: addresses.0.city goes with addresses).
    expect(formErrors(patched(state, { name: 'Acme' }), t)).toEqual({ endDate: 'validation.endBeforeStart' });
  });

  it('tells unsaved changes from the saved values, as the page compares them', () => {
    const edited = patched(start(), { name: 'Acme' });
    expect(isDirty(start(), JSON.stringify)).toBe(false);
    expect(isDirty(edited, JSON.stringify)).toBe(true);
    expect(isDirty(patched(edited, { name: '' }), JSON.stringify)).toBe(false);
    // After a save the saved values are the new baseline.
    expect(isDirty(formState(edited.values, JSON.stringify), JSON.stringify)).toBe(false);
    // A page may ignore what would not be saved (trailing blanks here).
    const trimmed = (values: typeof initial) => JSON.stringify({ ...values, name: values.name.trim() });
    expect(isDirty(patched(formState(initial, trimmed), { name: '  ' }), trimmed)).toBe(false);
  });

  it('a valid check clears the earlier messages', () => {
    const refused = checked(start(), schema.safeParse(initial));
    const fixed = patched(refused, { name: 'Acme', endDate: '2026-02-01' });
    expect(formErrors(checked(fixed, schema.safeParse(fixed.values)), t)).toEqual({});
  });
});
