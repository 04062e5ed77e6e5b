import { PROJECT_CALLS, ZProject } from '@backoffice/domain';
import { Paper, Stack } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../platform/api-client.ts';
import { refresh } from '../../../platform/call.ts';
import { confirmDelete } from '../../../platform/edit/confirm-delete.ts';
import { EditTabs } from '../../../platform/edit/edit-tabs.tsx';
import { notifySaveWarnings } from '../../../platform/edit/save-warnings.ts';
import { submitDraft } from '../../../platform/edit/submit-draft.ts';
import { UnsavedGuard } from '../../../platform/edit/unsaved-guard.tsx';
import { useEditRoute } from '../../../platform/edit/use-edit-route.ts';
import { useForm } from '../../../platform/forms/use-form.ts';
import { i18n } from '../../../platform/i18n/i18n.ts';
import { notifyError, notifyFailure, notifySuccess } from '../../../platform/notices.ts';
import { useCanAccess } from '../../../platform/session/session-store.ts';
import { type ProjectDetail, projectKey } from '../api.ts';
import { GeneralForm } from './general-form.tsx';
import { parseDraft, toDraft } from './project-draft.ts';
import { ProjectHeader } from './project-header.tsx';
import { DEFAULT_PROJECT_TAB, PROJECT_TABS } from './project-tabs.ts';
import { afterProjectSave, type ProjectPayload, saveProject } from './save-project.ts';

interface ProjectEditorProps {
  record: ProjectDetail | undefined;
  /** A new project's customer (?customerId=). */
  customerId: number;
  /** A new project's announcement setting: the owner's defaults. */
  announcement?: { mode: number; days: number };
}

export function ProjectEditor({ record, customerId, announcement }: ProjectEditorProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const canWrite = useCanAccess('projects', 'write');
  const form = useForm(ZProject, toDraft(record, customerId, announcement));
  // A new project's id once saved: the URL changes in a transition, and until the loaded record replaces this editor
  // a tab clicked must open the saved project, not a new empty one.
  const [savedId, setSavedId] = useState(0);
  const projectId = record?.id ?? savedId;
  const base = `/Projects/Edit/${projectId}`;
  const { tabKey, subId, openTab, openSub } = useEditRoute(base, PROJECT_TABS, DEFAULT_PROJECT_TAB);
  // Set right before navigating away after a save or delete (see UnsavedGuard).
  const leaving = useRef(false);
  const deleted = useRef(false);
  useEffect(
    () => () => {
      if (deleted.current) queryClient.removeQueries({ queryKey: projectKey(projectId) });
    },
    [queryClient, projectId],
  );

  const save = useMutation({
    mutationFn: saveProject,
    onSuccess: async (saved, payload) => {
      if (payload.deleted) {
        notifySuccess(t('projects.edit.deleted'));
        leaving.current = true;
        // The deleted record leaves the cache once this page is gone (see the effect below): removed while the page
        // still read it, it was fetched again and answered 404.
        deleted.current = true;
        await refresh(queryClient, [PROJECT_CALLS.allProjects]);
        void navigate('/Projects/Index');
        return;
      }
      notifySuccess(t('projects.edit.saved'));
      notifySaveWarnings(saved, t, 'employeeEdit.coordinatesWarning');
      form.reset(toDraft(saved));
      await afterProjectSave(queryClient, saved);
      if (projectId === 0) {
        leaving.current = true;
        setSavedId(saved.id);
        void navigate(`/Projects/Edit/${saved.id}/${tabKey}`, { replace: true });
      }
    },
    onError: (error, payload) => {
      if (error instanceof ApiError) form.setServerIssues(error.issues);
      notifyError(error, { action: t(payload.deleted ? 'projects.edit.deleteFailed' : 'projects.edit.saveFailed') });
    },
  });

  const submit = () => submitDraft(form, save, t('projects.edit.checkFields'));

  const askDelete = () =>
    confirmDelete({
      title: i18n.t('projects.edit.deleteTitle'),
      question: i18n.t('projects.edit.deleteQuestion', { name: record?.name ?? '' }),
      onConfirm: () => {
        // The saved project is deleted as saved: unsaved edits are not part of a delete.
        const parsed = parseDraft({ ...toDraft(record), deleted: 1 });
        if (parsed.success) save.mutate(parsed.data satisfies ProjectPayload);
        else notifyFailure(t('projects.edit.checkFields'));
      },
    });

  return (
    <Stack gap="md" data-testid="project-edit">
      <UnsavedGuard dirty={form.dirty && !save.isPending} base={base} leaving={leaving} />
      <ProjectHeader
        record={record}
        draft={form.values}
        dirty={form.dirty}
        canWrite={canWrite}
        saving={save.isPending}
        onSave={submit}
        onDelete={askDelete}
      />
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <GeneralForm draft={form.values} update={form.set} errors={form.errors} readOnly={!canWrite} />
      </Paper>
      <EditTabs
        testId="project"
        tabs={PROJECT_TABS}
        value={tabKey}
        onChange={openTab}
        label={(tab) => t(`projects.tabs.${tab.key}`)}
        needsSave={(tab) => tab.needsSavedProject === true && projectId === 0}
        saveFirst={{ text: t('projects.edit.saveFirst'), testId: 'project-save-first' }}
      >
        {(tab) => (
          <tab.component
            projectId={projectId}
            project={record}
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
