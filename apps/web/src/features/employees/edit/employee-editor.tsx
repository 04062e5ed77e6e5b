import { canAccess } from '@backoffice/domain';
import { Badge, Button, Group, Loader, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconArrowLeft, IconDeviceFloppy, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../platform/api-client.ts';
import { i18n } from '../../../platform/i18n/i18n.ts';
import { notifyError, notifyFailure, notifySuccess } from '../../../platform/notices.ts';
import { listKey } from '../../../platform/query.ts';
import { useSession } from '../../../platform/session/session-store.ts';
import { ALL_EMPLOYEES, type EmployeeRecord } from '../index/employee-record.ts';
import { parseDraft, toDraft } from './employee-draft.ts';
import { PersonalForm } from './personal-form.tsx';
import { saveEmployee, saveErrorOptions, warningTexts } from './save-employee.ts';
import { DEFAULT_TAB, EMPLOYEE_TABS } from './tabs.ts';
import { UnsavedGuard } from './unsaved-guard.tsx';
import { useEmployeeDraft } from './use-employee-draft.ts';

export function EmployeeEditor({ record }: { record: EmployeeRecord | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const params = useParams();
  const session = useSession();
  const canWrite = session ? canAccess(session.claims, 'employees', 'write') : false;
  const form = useEmployeeDraft(toDraft(record));
  const employeeId = record?.id ?? 0;
  const idSegment = employeeId > 0 ? String(employeeId) : 'new';
  const tabKey = EMPLOYEE_TABS.some((tab) => tab.key === params.tab) ? (params.tab ?? DEFAULT_TAB) : DEFAULT_TAB;
  const base = `/Employees/Edit/${idSegment}`;
  // Set right before navigating away after a save or delete: the guard's last render still saw the old draft.
  const leaving = useRef(false);

  const save = useMutation({
    mutationFn: saveEmployee,
    onSuccess: async (saved, payload) => {
      await queryClient.invalidateQueries({ queryKey: listKey(ALL_EMPLOYEES) });
      if (payload.deleted) {
        notifySuccess(t('employeeEdit.deleted'));
        leaving.current = true;
        void navigate('/Employees/Index');
        return;
      }
      notifySuccess(t('employeeEdit.saved'));
      for (const warning of warningTexts(saved, t)) notifyFailure(warning);
      form.reset(toDraft(saved));
      if (employeeId === 0) {
        leaving.current = true;
        void navigate(`/Employees/Edit/${saved.id}/${tabKey}`, { replace: true });
      }
    },
    onError: (error, payload) => {
      if (error instanceof ApiError) form.setServerIssues(error.issues);
      notifyError(error, saveErrorOptions(payload.deleted === 1, t));
    },
  });

  const submit = () => {
    const payload = form.validate();
    if (!payload) {
      notifyFailure(t('employeeEdit.checkFields'));
      return;
    }
    if (!save.isPending) save.mutate(payload);
  };

  const confirmDelete = () =>
    modals.openConfirmModal({
      title: i18n.t('employeeEdit.deleteTitle'),
      children: <Text size="sm">{i18n.t('employeeEdit.deleteQuestion', { name: record?.name ?? '' })}</Text>,
      labels: { confirm: i18n.t('common.delete'), cancel: i18n.t('common.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'confirm-delete' },
      cancelProps: { 'data-testid': 'confirm-cancel' },
      onConfirm: () => {
        // The saved employee is deleted as saved: unsaved edits are not part of a delete.
        const parsed = parseDraft({ ...toDraft(record), deleted: 1 });
        if (parsed.success) save.mutate(parsed.data);
        else notifyFailure(t('employeeEdit.checkFields'));
      },
    });

  const openTab = (key: string | null) => void navigate(`${base}/${key ?? DEFAULT_TAB}`);
  const openSub = (subId: string | number | undefined) =>
    void navigate(subId === undefined ? `${base}/${tabKey}` : `${base}/${tabKey}/${subId}`);
  const title = record?.name || t('employeeEdit.newTitle');

  return (
    <Stack gap="md" data-testid="employee-edit">
      <UnsavedGuard
        dirty={form.dirty && !save.isPending}
        stays={(pathname) => leaving.current || pathname === base || pathname.startsWith(`${base}/`)}
      />
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <Button
            variant="subtle"
            px="xs"
            onClick={() => void navigate('/Employees/Index')}
            aria-label={t('employeeEdit.back')}
            data-testid="employee-back"
          >
            <IconArrowLeft size={18} />
          </Button>
          <Title order={2} size="h3" data-testid="employee-title" style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Title>
          {form.dirty && (
            <Badge color="orange" variant="light" tt="none" data-testid="employee-dirty">
              {t('employeeEdit.unsavedBadge')}
            </Badge>
          )}
        </Group>
        {canWrite && (
          <Group gap="xs">
            {employeeId > 0 && (
              <Button
                variant="default"
                color="red"
                leftSection={<IconTrash size={16} />}
                onClick={confirmDelete}
                data-testid="employee-delete"
              >
                {t('common.delete')}
              </Button>
            )}
            <Button
              leftSection={<IconDeviceFloppy size={16} />}
              onClick={submit}
              loading={save.isPending}
              data-testid="employee-save"
            >
              {t('common.save')}
            </Button>
          </Group>
        )}
      </Group>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <PersonalForm draft={form.draft} update={form.update} errors={form.errors} readOnly={!canWrite} />
      </Paper>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <Tabs value={tabKey} onChange={openTab} keepMounted={false}>
          <Tabs.List mb="md">
            {EMPLOYEE_TABS.map((tab) => (
              <Tabs.Tab key={tab.key} value={tab.key} data-testid={`employee-tab-${tab.key}`}>
                {t(tab.label)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {EMPLOYEE_TABS.map((tab) => (
            <Tabs.Panel key={tab.key} value={tab.key} data-testid={`employee-panel-${tab.key}`}>
              {tab.needsSavedEmployee && employeeId === 0 ? (
                <Text c="dimmed" size="sm">
                  {t('employeeEdit.saveFirst')}
                </Text>
              ) : (
                <Suspense fallback={<Loader size="sm" />}>
                  <tab.component
                    employeeId={employeeId}
                    draft={form.draft}
                    update={form.update}
                    subId={tab.key === tabKey ? params.subId : undefined}
                    openSub={openSub}
                    canWrite={canWrite}
                  />
                </Suspense>
              )}
            </Tabs.Panel>
          ))}
        </Tabs>
      </Paper>
    </Stack>
  );
}
