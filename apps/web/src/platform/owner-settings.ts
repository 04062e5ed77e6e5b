import { type TOwner, type TSaveOwnerRequest, ZOwner } from '@backoffice/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from './api-client.ts';
import { notifyError, notifySuccess } from './notices.ts';
import { readKey, useApiRead } from './query.ts';
import { useSession } from './session/session-store.ts';

const GET_OWNER = '/r/getOwner';

/** The caller's owner, parsed; `owner` is undefined while loading or when the answer does not fit. */
export function useOwner() {
  const ownerId = useSession()?.claims.ownerId ?? 0;
  const query = useApiRead<unknown>(GET_OWNER, { id: ownerId });
  const parsed = query.data === undefined ? undefined : ZOwner.safeParse(query.data);
  return { owner: parsed?.success ? parsed.data : undefined, failed: query.isError || parsed?.success === false };
}

type OwnerPatch = Omit<Partial<TSaveOwnerRequest>, 'id' | 'name'>;

/** saveOwner with only the fields a page edits; the server merges settings and keeps the rest. */
export function useSaveOwner(owner: TOwner | undefined) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: OwnerPatch) => {
      if (!owner) throw new Error('Owner not loaded');
      return api.post<unknown>('/r/saveOwner', { id: owner.id, name: owner.name, ...patch });
    },
    onSuccess: (answer) => {
      const saved = ZOwner.safeParse(answer);
      if (saved.success && owner) queryClient.setQueryData(readKey(GET_OWNER, { id: owner.id }), saved.data);
      notifySuccess(t('employeeSub.saved'));
    },
    onError: (error) => notifyError(error, { action: t('employeeSub.saveFailed') }),
  });
}
