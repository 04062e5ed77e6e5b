import { ActionIcon, Button, Text, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../platform/api-client.ts';
import { i18n } from '../../../platform/i18n/i18n.ts';
import { notifyError, notifySuccess } from '../../../platform/notices.ts';
import type { EmployeeTabProps } from '../edit/tabs.ts';
import { CourseDialog } from './course-dialog.tsx';
import { CoursesList } from './courses-list.tsx';
import { CALLS, type CourseRow, useAllCourses, useRefreshPeople } from './people-api.ts';

/** Courses of the employee: a list with a dialog (Edit/{id}/Courses/{courseId|new}). */
export function CoursesTab({ employeeId, subId, openSub, canWrite }: EmployeeTabProps) {
  const { t } = useTranslation();
  const courses = useAllCourses();
  const refresh = useRefreshPeople();
  const rows = courses.data?.filter((course) => course.employeeId === employeeId && !course.deleted);
  const editing = subId && subId !== 'new' ? rows?.find((row) => String(row.id) === subId) : undefined;

  const remove = useMutation({
    mutationFn: (row: CourseRow) => api.post(CALLS.saveCourse, { ...row, deleted: 1 }),
    onSuccess: async () => {
      notifySuccess(t('employeeTabs.deleted'));
      await refresh(CALLS.allCourses);
    },
    onError: (error) => notifyError(error, { action: t('employeeTabs.deleteFailed') }),
  });
  const confirmDelete = (row: CourseRow) =>
    modals.openConfirmModal({
      title: i18n.t('resource.deleteTitle'),
      children: <Text size="sm">{i18n.t('resource.deleteQuestion', { label: row.course })}</Text>,
      labels: { confirm: i18n.t('common.delete'), cancel: i18n.t('common.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'confirm-delete' },
      onConfirm: () => remove.mutate(row),
    });

  return (
    <div data-testid="courses-tab">
      <CoursesList
        id="employee-courses"
        rows={rows}
        loading={courses.isPending}
        onRowClick={canWrite ? (row) => openSub(row.id) : undefined}
        toolbar={
          canWrite && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => openSub('new')} data-testid="course-new">
              {t('employeeTabs.courses.add')}
            </Button>
          )
        }
        actions={
          canWrite
            ? (row) => (
                <Tooltip label={t('common.delete')}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    onClick={() => confirmDelete(row)}
                    aria-label={t('common.delete')}
                    data-testid={`course-delete-${row.id}`}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Tooltip>
              )
            : undefined
        }
      />
      {canWrite && subId === 'new' && (
        <CourseDialog key="new" employeeId={employeeId} course={undefined} onClose={() => openSub(undefined)} />
      )}
      {canWrite && editing && (
        <CourseDialog key={editing.id} employeeId={employeeId} course={editing} onClose={() => openSub(undefined)} />
      )}
    </div>
  );
}
