import { COURSE_CALLS, ZCourse } from '@backoffice/domain';
import { SimpleGrid, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCallMutation } from '../../../platform/call.ts';
import { DateField } from '../../../platform/forms/date-field.tsx';
import { FormDialog } from '../../../platform/forms/form-dialog.tsx';
import { useForm } from '../../../platform/forms/use-form.ts';
import { notifyError, notifySuccess } from '../../../platform/notices.ts';
import type { CourseRow } from './people-api.ts';

/** A course is valid until a day on or after it was taken. */
const ZCourseForm = ZCourse.refine((c) => c.validUntil >= c.courseDate, { path: ['validUntil'] });

interface Props {
  employeeId: number;
  course: CourseRow | undefined;
  /** Course names and kinds already used, offered while typing. */
  onClose: () => void;
}

export function CourseDialog({ employeeId, course, onClose }: Props) {
  const { t } = useTranslation();
  const initial = {
    course: course?.course ?? '',
    kind: course?.kind ?? '',
    courseDate: course?.courseDate ?? '',
    validUntil: course?.validUntil === '3000-01-01' ? '' : (course?.validUntil ?? ''),
  };
  const form = useForm(ZCourseForm, initial, {
    toInput: (values) => ({ ...course, id: course?.id ?? 0, employeeId, ...values }),
  });
  const { values, errors, setValue: set } = form;

  const save = useCallMutation(COURSE_CALLS.save, {
    refreshes: [COURSE_CALLS.all],
    onSuccess: () => {
      notifySuccess(t('employeeTabs.saved'));
      onClose();
    },
    onError: (error) => notifyError(error, { action: t('employeeTabs.saveFailed') }),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const payload = form.validate();
    if (payload && !save.isPending) save.mutate(payload);
  };

  return (
    <FormDialog
      title={course ? t('employeeTabs.courses.edit') : t('employeeTabs.courses.new')}
      testId="course-dialog"
      onClose={onClose}
      onSubmit={onSubmit}
      saving={save.isPending}
    >
      <TextInput
        label={t('employeeTabs.courses.course')}
        value={values.course}
        onChange={(event) => set('course', event.currentTarget.value)}
        error={errors.course}
        withAsterisk
        data-autofocus
        data-testid="course-course"
      />
      <TextInput
        label={t('employeeTabs.courses.kind')}
        value={values.kind}
        onChange={(event) => set('kind', event.currentTarget.value)}
        error={errors.kind}
        data-testid="course-kind"
      />
      <SimpleGrid cols={2}>
        <DateField
          label={t('employeeTabs.courses.courseDate')}
          value={values.courseDate}
          onChange={(value) => set('courseDate', value)}
          error={errors.courseDate}
          withAsterisk
          data-testid="course-courseDate"
        />
        <DateField
          label={t('employeeTabs.courses.validUntil')}
          description={t('employeeTabs.courses.validUntilHint')}
          value={values.validUntil}
          onChange={(value) => set('validUntil', value)}
          error={errors.validUntil ? t('employeeTabs.courses.validUntilBefore') : undefined}
          clearable
          data-testid="course-validUntil"
        />
      </SimpleGrid>
    </FormDialog>
  );
}
