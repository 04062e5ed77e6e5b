import { canAccess, EMPLOYEE_CALLS, employeeView, ZEmployee } from '@backoffice/domain';
import { Paper, Stack } from '@mantine/core';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../platform/api-client.ts';
import { useCallMutation } from '../../../platform/call.ts';
import { rememberCreated } from '../../../platform/data-table/just-saved.ts';
import { confirmDelete } from '../../../platform/edit/confirm-delete.ts';
import { EditHeader, EditTitle, UnsavedBadge } from '../../../platform/edit/edit-header.tsx';
import { EditTabs } from '../../../platform/edit/edit-tabs.tsx';
import { notifySaveWarnings } from '../../../platform/edit/save-warnings.ts';
import { submitDraft } from '../../../platform/edit/submit-draft.ts';
import { UnsavedGuard } from '../../../platform/edit/unsaved-guard.tsx';
import { useEditRoute } from '../../../platform/edit/use-edit-route.ts';
import { useForm } from '../../../platform/forms/use-form.ts';
import { i18n } from '../../../platform/i18n/i18n.ts';
import { notifyError, notifyFailure, notifySuccess } from '../../../platform/notices.ts';
import { useCanAccess, useSession } from '../../../platform/session/session-store.ts';
import { useRecordView } from '../../../platform/session/use-record-view.ts';
import type { EmployeeRecord } from '../index/employee-record.ts';
import { parseDraft, toDraft } from './employee-draft.ts';
import { PersonalForm } from './personal-form.tsx';
import { saveErrorOptions } from './save-employee.ts';
import { DEFAULT_TAB, EMPLOYEE_TABS } from './tabs.ts';

export function EmployeeEditor({ record }: { record: EmployeeRecord | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canWrite = useCanAccess('employees', 'write');
  const view = useRecordView(employeeView);
  const session = useSession();
  // Tabs whose data the user is not sent or may not read (addresses, notes, files...) are left out.
  const tabs = useMemo(
    () =>
      EMPLOYEE_TABS.filter(
        (tab) => !tab.gate || canAccess(session?.claims ?? { roles: [] }, tab.gate.area, tab.gate.level),
      ),
    [session],
  );
  const form = useForm(ZEmployee, toDraft(record));
  // A new employee's id once saved: until the loaded record replaces this editor, a tab opens the saved employee.
  const [savedId, setSavedId] = useState(0);
  const employeeId = record?.id ?? savedId;
  const idSegment = employeeId > 0 ? String(employeeId) : 'new';
  const base = `/Employees/Edit/${idSegment}`;
  const { tabKey, subId, openTab, openSub } = useEditRoute(base, tabs, DEFAULT_TAB);
  // Set right before navigating away after a save or delete (see UnsavedGuard).
  const leaving = useRef(false);

  const save = useCallMutation(EMPLOYEE_CALLS.saveEmployee, {
    refreshes: [EMPLOYEE_CALLS.allEmployees],
    onSuccess: (saved, payload) => {
      if (payload.deleted) {
        notifySuccess(t('employeeEdit.deleted'));
        leaving.current = true;
        void navigate('/Employees/Index');
        return;
      }
      notifySuccess(t('employeeEdit.saved'));
      notifySaveWarnings(saved, t, 'employeeEdit.coordinatesWarning');
      form.reset(toDraft(saved));
      if (employeeId === 0) {
        rememberCreated('employees', saved.id);
        leaving.current = true;
        setSavedId(saved.id);
        void navigate(`/Employees/Edit/${saved.id}/${tabKey}`, { replace: true });
      }
    },
    onError: (error, payload) => {
      if (error instanceof ApiError) form.setServerIssues(error.issues);
      notifyError(error, saveErrorOptions(payload.deleted === 1, t));
    },
  });

  const submit = () => submitDraft(form, save, t('employeeEdit.checkFields'));

  const askDelete = () =>
    confirmDelete({
      title: i18n.t('employeeEdit.deleteTitle'),
      question: i18n.t('employeeEdit.deleteQuestion', { name: record?.name ?? '' }),
      onConfirm: () => {
        // The saved employee is deleted as saved: unsaved edits are not part of a delete.
        const parsed = parseDraft({ ...toDraft(record), deleted: 1 });
        if (parsed.success) save.mutate(parsed.data);
        else notifyFailure(t('employeeEdit.checkFields'));
      },
    });

  const title = record?.name || t('employeeEdit.newTitle');

  return (
    <Stack gap="md" data-testid="employee-edit">
      <UnsavedGuard dirty={form.dirty && !save.isPending} base={base} leaving={leaving} />
      <EditHeader
        testId="employee"
        backTo="/Employees/Index"
        backLabel={t('employeeEdit.back')}
        canDelete={employeeId > 0}
        canWrite={canWrite}
        saving={save.isPending}
        onSave={submit}
        onDelete={askDelete}
      >
        <EditTitle testId="employee-title">{title}</EditTitle>
        <UnsavedBadge dirty={form.dirty} testId="employee-dirty" label={t('employeeEdit.unsavedBadge')} />
      </EditHeader>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <PersonalForm
          draft={form.values}
          update={form.set}
          errors={form.errors}
          readOnly={!canWrite}
          shown={(field) => view.fields.includes(field)}
        />
      </Paper>
      <EditTabs
        testId="employee"
        tabs={tabs}
        value={tabKey}
        onChange={openTab}
        label={(tab) => t(tab.label)}
        needsSave={(tab) => tab.needsSavedEmployee === true && employeeId === 0}
        saveFirst={{ text: t('employeeEdit.saveFirst') }}
      >
        {(tab) => (
          <tab.component
            employeeId={employeeId}
            draft={form.values}
            update={form.set}
            subId={tab.key === tabKey ? subId : undefined}
            openSub={openSub}
            canWrite={canWrite}
          />
        )}
      </EditTabs>
    </Stack>
  );
}
