import { notifyFailure } from '../notices.ts';

interface DraftForm<P> {
  /** The payload, or null after marking the fields. */
  validate: () => P | null;
}

interface SaveCall<P> {
  isPending: boolean;
  mutate: (payload: P) => void;
}

/** Saves a valid draft once (a second click while saving is ignored); an invalid one says to check the fields. */
export function submitDraft<P>(form: DraftForm<P>, save: SaveCall<P>, checkFieldsText: string): void {
  const payload = form.validate();
  if (!payload) {
    notifyFailure(checkFieldsText);
    return;
  }
  if (!save.isPending) save.mutate(payload);
}
