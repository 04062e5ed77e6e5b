import { KEY_KINDS, ZKey } from '@backoffice/domain';
import { Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refresh } from '../../../platform/call.ts';
import { DialogFooter } from '../../../platform/forms/dialog-footer.tsx';
import { SegmentedChoice } from '../../../platform/forms/segmented-choice.tsx';
import { notifyError, notifySuccess } from '../../../platform/notices.ts';
import { moveKey } from './key-actions.ts';
import { type EmployeeRow, KEY_READS, type KeyRow } from './people-api.ts';

function useKeyMove(onDone: () => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (move: Parameters<typeof moveKey>) => moveKey(...move),
    onSuccess: async () => {
      notifySuccess(t('employeeTabs.saved'));
      onDone();
      await refresh(queryClient, KEY_READS);
    },
    // Spec 002 §8: "A key could not be saved: check that all fields are filled."
    onError: (error) => notifyError(error, { action: t('employeeTabs.keys.saveFailed') }),
  });
}

export { useKeyMove };

/** Issue a key to the employee: one of the free keys, or a new one. */
export function IssueKeyDialog(props: { employeeId: number; freeKeys: KeyRow[]; onClose: () => void }) {
  const { t } = useTranslation();
  const move = useKeyMove(props.onClose);
  const [mode, setMode] = useState<'existing' | 'new'>(props.freeKeys.length > 0 ? 'existing' : 'new');
  const [keyId, setKeyId] = useState<string | null>(null);
  const [draft, setDraft] = useState({ name: '', number: '', kind: '1' });
  const [tried, setTried] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (mode === 'existing') {
      const key = props.freeKeys.find((k) => String(k.id) === keyId);
      if (key) move.mutate([key, 'issue', props.employeeId]);
      return;
    }
    const parsed = ZKey.safeParse({ id: 0, ...draft, kind: Number(draft.kind), employeeId: props.employeeId });
    if (parsed.success) move.mutate([{ ...parsed.data, id: 0 }, 'issue', props.employeeId]);
  };

  return (
    <Modal opened onClose={props.onClose} title={t('employeeTabs.keys.issueTitle')}>
      <form onSubmit={onSubmit} noValidate data-testid="key-issue-dialog">
        <Stack gap="md">
          <SegmentedChoice
            fullWidth
            value={mode}
            onChange={setMode}
            aria-label={t('employeeTabs.keys.key')}
            data={[
              { value: 'existing', label: t('employeeTabs.keys.existingKey'), disabled: props.freeKeys.length === 0 },
              { value: 'new', label: t('employeeTabs.keys.newKey') },
            ]}
            data-testid="key-issue-mode"
          />
          {mode === 'existing' ? (
            <Select
              label={t('employeeTabs.keys.key')}
              data={props.freeKeys.map((k) => ({
                value: String(k.id),
                label: k.number ? `${k.name} (${k.number})` : k.name,
              }))}
              value={keyId}
              onChange={setKeyId}
              searchable
              error={tried && !keyId ? t('validation.required') : undefined}
              data-testid="key-issue-select"
            />
          ) : (
            <>
              <TextInput
                label={t('employeeTabs.keys.name')}
                value={draft.name}
                onChange={(event) => setDraft({ ...draft, name: event.currentTarget.value })}
                error={tried && draft.name.trim() === '' ? t('validation.required') : undefined}
                withAsterisk
                data-testid="key-name"
              />
              <TextInput
                label={t('employeeTabs.keys.number')}
                value={draft.number}
                onChange={(event) => setDraft({ ...draft, number: event.currentTarget.value })}
                data-testid="key-number"
              />
              <Select
                label={t('employeeTabs.keys.kind')}
                data={KEY_KINDS.map((kind) => ({ value: String(kind), label: t(`employeeTabs.keys.kinds.${kind}`) }))}
                value={draft.kind}
                onChange={(value) => setDraft({ ...draft, kind: value ?? '1' })}
                allowDeselect={false}
                data-testid="key-kind"
              />
            </>
          )}
          <DialogFooter
            onCancel={props.onClose}
            saving={move.isPending}
            saveLabel={t('employeeTabs.keys.issue')}
            saveTestId="key-issue-save"
          />
        </Stack>
      </form>
    </Modal>
  );
}

/** Offer a held key to another employee; it moves when that employee accepts. */
export function TransferKeyDialog(props: { keyRow: KeyRow; employees: EmployeeRow[]; onClose: () => void }) {
  const { t } = useTranslation();
  const move = useKeyMove(props.onClose);
  const [target, setTarget] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const options = props.employees
    .filter((e) => e.id !== props.keyRow.employeeId && !e.deleted && e.active !== false)
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((e) => ({ value: String(e.id), label: e.name }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (target) move.mutate([props.keyRow, 'transfer', Number(target)]);
  };

  return (
    <Modal opened onClose={props.onClose} title={t('employeeTabs.keys.transferTitle', { name: props.keyRow.name })}>
      <form onSubmit={onSubmit} noValidate data-testid="key-transfer-dialog">
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('employeeTabs.keys.transferHint')}
          </Text>
          <Select
            label={t('employeeTabs.keys.transferTo')}
            data={options}
            value={target}
            onChange={setTarget}
            searchable
            error={tried && !target ? t('validation.required') : undefined}
            data-testid="key-transfer-select"
          />
          <DialogFooter
            onCancel={props.onClose}
            saving={move.isPending}
            saveLabel={t('employeeTabs.keys.transfer')}
            saveTestId="key-transfer-save"
          />
        </Stack>
      </form>
    </Modal>
  );
}
