import { type CallBody, callKey, SETTINGS_CALLS, type TOwner } from '@backoffice/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCall, useCallMutation } from './call.ts';
import { notifyError, notifySuccess } from './notices.ts';
import { useSession } from './session/session-store.ts';

/** The caller's owner; `owner` is undefined while loading or when the read failed. */
export function useOwner() {
  const ownerId = useSession()?.claims.ownerId ?? 0;
  const query = useCall(SETTINGS_CALLS.getOwner, { id: ownerId });
  return { owner: query.data, failed: query.isError };
}

type OwnerPatch = Omit<CallBody<typeof SETTINGS_CALLS.saveOwner>, 'id' | 'name'>;

/** saveOwner with only the fields a page edits; the server merges settings and keeps the rest. */
export function useSaveOwner(owner: TOwner | undefined) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useCallMutation(SETTINGS_CALLS.saveOwner, {
    body: (patch: OwnerPatch) => {
      if (!owner) throw new Error('Owner not loaded');
      return { id: owner.id, name: owner.name, ...patch };
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(callKey(SETTINGS_CALLS.getOwner, { id: saved.id }), saved);
      notifySuccess(t('employeeSub.saved'));
    },
    onError: (error) => notifyError(error, { action: t('employeeSub.saveFailed') }),
  });
}
