import { ABSENCE_CALLS, canUnassign, type TLeaveShift } from '@backoffice/domain';
import { formatDate, formatTimeSpan } from '@backoffice/domain/format';
import { Alert, Badge, Checkbox, Loader, Stack, Table, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, useCall } from '../../../platform/call.ts';
import { FormDialog } from '../../../platform/forms/form-dialog.tsx';
import { notifyError, notifySuccess } from '../../../platform/notices.ts';
import { useRefreshPlanning } from '../shifts/api.ts';
import { AbsentHeading } from './absence-columns.tsx';
import { type AbsentRow, useRefreshAbsences } from './api.ts';

function ShiftTable({ shifts }: { shifts: TLeaveShift[] }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={420} mah={260}>
      <Table striped verticalSpacing={4} data-testid="approve-shifts">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('planning.hours.date')}</Table.Th>
            <Table.Th>{t('planning.hours.project')}</Table.Th>
            <Table.Th>{t('absences.approve.times')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shifts.map((shift) => (
            <Table.Tr key={shift.id} data-testid={`approve-shift-${shift.id}`}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(shift.date)}</Table.Td>
              <Table.Td>{shift.projectName}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatTimeSpan(shift.startTime, shift.endTime)}</Table.Td>
              <Table.Td>
                {!canUnassign(shift) && (
                  <Badge variant="light" color={shift.confirmed === 1 ? 'teal' : 'gray'}>
                    {t(`planning.status.${shift.confirmed}`)}
                  </Badge>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * Approving a request: the employee's shifts on its days are listed, and the scheduled ones can be taken off the
 * employee (on by default) so they show under "To be scheduled"; confirmed and invoiced shifts stay as they are.
 */
export function ApproveDialog({ absent, onClose }: { absent: AbsentRow; onClose: () => void }) {
  const { t } = useTranslation();
  const refreshAbsences = useRefreshAbsences();
  const refreshPlanning = useRefreshPlanning();
  const shifts = useCall(ABSENCE_CALLS.leaveShifts, { id: absent.id });
  const [unassign, setUnassign] = useState(true);
  const list = shifts.data ?? [];
  const free = list.filter(canUnassign).length;
  const kept = list.length - free;

  const approve = useMutation({
    mutationFn: () =>
      call(ABSENCE_CALLS.approveLeave, {
        id: absent.id,
        unassignShifts: unassign && free > 0 ? 1 : 0,
      }),
    onSuccess: async (answer) => {
      const count = answer.unassigned.length;
      notifySuccess(count > 0 ? t('absences.approve.doneUnassigned', { count }) : t('absences.leave.approved'));
      onClose();
      await Promise.all([refreshAbsences(), refreshPlanning()]);
    },
    onError: (error) => notifyError(error, { action: t('absences.dialog.saveFailed') }),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!approve.isPending && !shifts.isPending) approve.mutate();
  };

  return (
    <FormDialog
      title={t('absences.approve.title')}
      size="lg"
      testId="approve-dialog"
      onClose={onClose}
      onSubmit={onSubmit}
      saving={approve.isPending}
      saveLabel={t('absences.leave.approve')}
    >
      <AbsentHeading absent={absent} t={t} />
      {shifts.isPending ? (
        <Loader size="sm" />
      ) : list.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="approve-no-shifts">
          {t('absences.approve.noShifts')}
        </Text>
      ) : (
        <Stack gap="xs">
          <Text size="sm">{t('absences.approve.shiftsIntro', { count: list.length })}</Text>
          <ShiftTable shifts={list} />
          {free > 0 && (
            <Checkbox
              checked={unassign}
              onChange={(event) => setUnassign(event.currentTarget.checked)}
              label={t('absences.approve.unassign', { count: free })}
              description={t('absences.approve.unassignHint')}
              data-testid="approve-unassign"
            />
          )}
          {kept > 0 && (
            <Alert color="gray" data-testid="approve-kept">
              {t('absences.approve.kept', { count: kept })}
            </Alert>
          )}
        </Stack>
      )}
    </FormDialog>
  );
}
