import { ABSENCE_CALLS, ABSENCE_KINDS, ABSENCE_STATUS, ABSENCE_STATUSES } from '@backoffice/domain';
import { addDays, todayIso } from '@backoffice/domain/dates';
import { Group, Stack } from '@mantine/core';
import { IconCheck, IconMailForward, IconX } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { call } from '../../../platform/call.ts';
import { DataTable } from '../../../platform/data-table/data-table.tsx';
import { NewRowButton, RemoveRowButton } from '../../../platform/data-table/row-actions.tsx';
import { SegmentFilter } from '../../../platform/forms/segment-filter.tsx';
import { IconAction } from '../../../platform/icon-action.tsx';
import { PageHeading } from '../../../platform/layout/page-heading.tsx';
import { notifyError, notifySuccess } from '../../../platform/notices.ts';
import { NotFoundPage } from '../../../platform/pages/not-found-page.tsx';
import { useConfirmedDelete } from '../../../platform/resource/use-confirmed-delete.tsx';
import { useCanAccess } from '../../../platform/session/session-store.ts';
import { absenceColumns, kindLabel } from './absence-columns.tsx';
import { AbsenceDialog } from './absence-dialog.tsx';
import { type AbsentRow, useAbsent, useAbsents, usePlanningSettings, useRefreshAbsences } from './api.ts';
import { ApproveDialog } from './approve-dialog.tsx';
import { AnySelect, RangeFields, rangeIsValid } from './page-parts.tsx';
import { canApprove, canDeny, canRespond, ResponseDialog } from './response-dialog.tsx';

const ROUTE = '/Planning/Leave';
const ACTIONS = ['new', 'edit', 'response', 'approve'] as const;

/** Planning/Leave/{action?}/{id?}: requests by status (requested first), approve, deny, send response, new, edit. */
export function LeavePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { action, id } = useParams();
  const canWrite = useCanAccess('planning', 'write');
  const today = todayIso();
  const [status, setStatus] = useState<number>(ABSENCE_STATUS.requested);
  const [kind, setKind] = useState(0);
  const [range, setRange] = useState({ startDate: addDays(today, -90), endDate: addDays(today, 365) });
  const rangeOk = rangeIsValid(range);
  const list = useAbsents({ ...range, status: status || undefined, kind: kind || undefined }, rangeOk);
  const legends = usePlanningSettings().data?.absentLegends;
  const refresh = useRefreshAbsences();
  const openId = Number(id) || 0;
  const listed = list.data?.find((row) => row.id === openId);
  const loaded = useAbsent(listed || action === 'new' ? 0 : openId);
  const open = listed ?? loaded.data;

  const answer = useMutation({
    mutationFn: (change: { row: AbsentRow; status: number }) =>
      call(ABSENCE_CALLS.saveAbsent, { ...change.row, status: change.status }),
    onSuccess: async (_saved, change) => {
      notifySuccess(t(change.status === ABSENCE_STATUS.approved ? 'absences.leave.approved' : 'absences.leave.denied'));
      await refresh();
    },
    onError: (error) => notifyError(error, { action: t('absences.dialog.saveFailed') }),
  });

  const confirmDelete = useConfirmedDelete<AbsentRow>({
    // A save with deleted: 1 is the delete (spec 000 §4); the server reads only the id then.
    request: (row) => call(ABSENCE_CALLS.saveAbsent, { ...row, deleted: 1 }),
    afterDelete: refresh,
    label: (row) => `${row.employeeName}, ${kindLabel(row.kind, t, legends)}`,
    deletedText: t('absences.dialog.deleted'),
    failedText: t('absences.dialog.deleteFailed'),
  });

  const columns = useMemo(() => absenceColumns(t, legends), [t, legends]);

  if (action !== undefined && !(ACTIONS as readonly string[]).includes(action)) return <NotFoundPage />;
  const close = () => navigate(ROUTE);
  const rowAction = (label: string, testId: string, color: string, icon: React.ReactNode, onClick: () => void) => (
    <IconAction label={label} icon={icon} color={color} onClick={onClick} testId={testId} />
  );

  return (
    <Stack gap="md" data-testid="leave-page">
      <PageHeading title={t('absences.leave.title')} intro={t('absences.leave.intro')} />
      <SegmentFilter
        value={status}
        onChange={setStatus}
        choices={[
          ...ABSENCE_STATUSES.map((code) => [code, t(`absences.statuses.${code}`)] as const),
          [0, t('absences.filters.all')],
        ]}
        aria-label={t('absences.fields.status')}
        testId="leave-status"
      />
      <Group align="flex-end" gap="md">
        <AnySelect
          label={t('absences.fields.kind')}
          anyLabel={t('absences.filters.anyKind')}
          options={ABSENCE_KINDS.map((code) => ({ value: String(code), label: kindLabel(code, t, legends) }))}
          value={kind}
          onChange={setKind}
          width={200}
          testId="leave-kind"
        />
        <RangeFields range={range} onChange={setRange} testId="leave" />
      </Group>
      <DataTable<AbsentRow>
        id="leave-requests"
        title={t('absences.leave.title')}
        rows={rangeOk ? list.data : []}
        rowKey={(row) => row.id}
        columns={columns}
        loading={rangeOk && list.isPending}
        defaultSort={{ key: 'startDate', direction: 'asc' }}
        // The row opens the absence to edit: the action column keeps room for approve, deny, respond and delete.
        onRowClick={canWrite ? (row) => navigate(`${ROUTE}/edit/${row.id}`) : undefined}
        toolbar={
          canWrite && (
            <NewRowButton label={t('common.new')} onClick={() => navigate(`${ROUTE}/new`)} testId="absence-new" />
          )
        }
        actions={
          canWrite
            ? (row) => (
                <>
                  {canApprove(row) &&
                    rowAction(
                      t('absences.leave.approve'),
                      `absence-approve-${row.id}`,
                      'teal',
                      <IconCheck size={18} />,
                      // Approving lists the employee's shifts on those days first (and may unassign them).
                      () => navigate(`${ROUTE}/approve/${row.id}`),
                    )}
                  {canDeny(row) &&
                    rowAction(t('absences.leave.deny'), `absence-deny-${row.id}`, 'red', <IconX size={18} />, () =>
                      answer.mutate({ row, status: ABSENCE_STATUS.denied }),
                    )}
                  {canRespond(row) &&
                    rowAction(
                      t('absences.leave.respond'),
                      `absence-respond-${row.id}`,
                      'blue',
                      <IconMailForward size={18} />,
                      () => navigate(`${ROUTE}/response/${row.id}`),
                    )}
                  <RemoveRowButton onClick={() => confirmDelete(row)} testId={`absence-delete-${row.id}`} />
                </>
              )
            : undefined
        }
      />
      {canWrite && action === 'new' && (
        <AbsenceDialog key="new" start={{ status: ABSENCE_STATUS.requested }} onClose={close} />
      )}
      {canWrite && action === 'edit' && open && <AbsenceDialog key={open.id} absent={open} onClose={close} />}
      {canWrite && action === 'response' && open && <ResponseDialog key={open.id} absent={open} onClose={close} />}
      {canWrite && action === 'approve' && open && canApprove(open) && (
        <ApproveDialog key={open.id} absent={open} onClose={close} />
      )}
    </Stack>
  );
}
