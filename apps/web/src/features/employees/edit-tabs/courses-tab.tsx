import { COURSE_CALLS } from '@backoffice/domain';
import { IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call, refresh } from '../../../platform/call.ts';
import { NewRowButton } from '../../../platform/data-table/row-actions.tsx';
import { IconAction } from '../../../platform/icon-action.tsx';
import { useConfirmedDelete } from '../../../platform/resource/use-confirmed-delete.tsx';
import type { EmployeeTabProps } from '../edit/tabs.ts';
import { CourseDialog } from './course-dialog.tsx';
import { CoursesList } from './courses-list.tsx';
import { type CourseRow, useAllCourses } from './people-api.ts';

/** Courses of the employee: a list with a dialog (Edit/{id}/Courses/{courseId|new}). */
export function CoursesTab({ employeeId, subId, openSub, canWrite }: EmployeeTabProps) {
  const { t } = useTranslation();
  const courses = useAllCourses();
  const queryClient = useQueryClient();
  const rows = courses.data?.filter((course) => course.employeeId === employeeId && !course.deleted);
  const editing = subId && subId !== 'new' ? rows?.find((row) => String(row.id) === subId) : undefined;

  const confirmDelete = useConfirmedDelete<CourseRow>({
    request: (row) => call(COURSE_CALLS.save, { ...row, deleted: 1 }),
    afterDelete: () => refresh(queryClient, [COURSE_CALLS.all]),
    label: (row) => row.course,
    deletedText: t('employeeTabs.deleted'),
    failedText: t('employeeTabs.deleteFailed'),
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
            <NewRowButton label={t('employeeTabs.courses.add')} onClick={() => openSub('new')} testId="course-new" />
          )
        }
        actions={
          canWrite
            ? (row) => (
                <IconAction
                  label={t('common.delete')}
                  icon={<IconTrash size={18} />}
                  color="red"
                  onClick={() => confirmDelete(row)}
                  testId={`course-delete-${row.id}`}
                />
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
