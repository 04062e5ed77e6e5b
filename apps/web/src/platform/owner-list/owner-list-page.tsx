import { callKey, OWNER_LISTS, type OwnerListName } from '@backoffice/domain';
import { todayIso } from '@backoffice/domain/dates';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { call, refresh, useCall } from '../call.ts';
import { DataTable, type TableColumn } from '../data-table/data-table.tsx';
import { EditRowButton, NewRowButton, RemoveRowButton } from '../data-table/row-actions.tsx';
import { currentLanguage } from '../i18n/i18n.ts';
import { notifyFailure } from '../notices.ts';
import { useConfirmedDelete } from '../resource/use-confirmed-delete.tsx';
import { useCanAccess } from '../session/session-store.ts';
import { OwnerListDialog } from './owner-list-dialog.tsx';
import { type ListRecord, type OwnerListDecl, ownerListCalls, refLists } from './owner-list-types.ts';
import { type CellContext, cellText, choiceLabelKey, exportType, isExpired, sortValue } from './owner-list-values.ts';
import { useUrlDialog } from './use-url-dialog.ts';

const NONE: ListRecord[] = [];
// useQueries re-runs this only when a result changes, so the lists keep their identity between renders.
const dataOf = (results: { data?: ListRecord[] }[]) => results.map((result) => result.data ?? NONE);

const nameOf = (record: ListRecord) => (typeof record.name === 'string' && record.name ? record.name : `#${record.id}`);

/**
 * One page for every owner settings list (districts, machine types, flex fields, VAT codes, work types): the list,
 * an add/edit dialog and a confirmed delete, all driven by the list's declaration. A dialog may be opened by URL
 * ({action}/{id}: /Sales/VatCodes/edit/2).
 */
export function OwnerListPage({ decl, toolbar }: { decl: OwnerListDecl; toolbar?: ReactNode }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const calls = ownerListCalls(decl.list);
  // Not a base list (spec 000 §8 names those): the project pages read the same cache entry as a plain list.
  const list = useCall(calls.all);
  const refs = useMemo(() => refLists(decl), [decl]);
  const refData = useQueries({
    queries: refs.map((name) => ({
      queryKey: callKey(ownerListCalls(name).all),
      queryFn: ({ signal }: { signal: AbortSignal }) => call(ownerListCalls(name).all, undefined, signal),
    })),
    combine: dataOf,
  });
  const entry = OWNER_LISTS[decl.list];
  // Some lists are saved by the area's admins only (bank accounts: payments_admin).
  const canWrite = useCanAccess(entry.area, 'write' in entry ? entry.write : 'write');
  const dialog = useUrlDialog(decl.route);
  const editing = dialog.editId === undefined ? undefined : list.data?.find((r) => r.id === dialog.editId);
  const editMissing = dialog.editId !== undefined && list.isSuccess && !editing;

  useEffect(() => {
    if (!editMissing) return;
    notifyFailure(t('resource.notFound', { id: dialog.editId }));
    dialog.close();
  }, [editMissing, dialog, t]);

  const refItems = useCallback((name: OwnerListName) => refData[refs.indexOf(name)] ?? NONE, [refData, refs]);
  const today = todayIso();
  // Expired items (a VAT code past its valid-until date) are not offered for new choices.
  const refOptions = (name: OwnerListName, current: string) =>
    refItems(name)
      .filter((item) => String(item.id) === current || !isExpired(item.validUntil, today))
      .map((item) => ({ value: String(item.id), label: nameOf(item) }));

  const columns = useMemo<TableColumn<ListRecord>[]>(() => {
    const context: CellContext = {
      locale: currentLanguage(),
      yesNo: (value) => t(value ? 'common.yes' : 'common.no'),
      choice: (field, code) => t(choiceLabelKey(decl.ns, field, code)),
      refName: (field, refId) => {
        const item = field.kind === 'ref' ? refItems(field.list).find((r) => r.id === refId) : undefined;
        return item ? nameOf(item) : `#${refId}`;
      },
    };
    return decl.fields.map((field) => ({
      key: field.key,
      title: t(`${decl.ns}.fields.${field.key}`),
      value: (record) => sortValue(field, record, cellText(field, record, context)),
      text: (record) => cellText(field, record, context),
      type: exportType(field),
      render:
        field.kind === 'date'
          ? (record) => (
              // Wraps on the narrow phone cards: the badge under the date instead of cut to "EXPI…".
              <Group gap={6} wrap="wrap">
                <span style={{ whiteSpace: 'nowrap' }}>{cellText(field, record, context)}</span>
                {!field.plain && isExpired(record[field.key], today, field.inclusive) && (
                  <Badge color="gray" variant="light" data-testid={`expired-${record.id}`}>
                    {t('projectSub.ownerList.expired')}
                  </Badge>
                )}
              </Group>
            )
          : undefined,
      align: field.kind === 'int' || field.kind === 'percent' || field.kind === 'money' ? 'right' : undefined,
      hiddenByDefault: field.hiddenByDefault,
    }));
  }, [decl, t, today, refItems]);

  const confirmDelete = useConfirmedDelete<ListRecord>({
    request: (record) => call(calls.save, { id: record.id, deleted: 1 }),
    afterDelete: () => refresh(queryClient, [calls.all]),
    label: nameOf,
    deletedText: t('resource.deleted'),
    failedText: t('resource.deleteFailed'),
  });

  return (
    <Stack gap="sm" data-testid={decl.testId}>
      <Text c="dimmed" size="sm">
        {t(`${decl.ns}.intro`)}
      </Text>
      <DataTable<ListRecord>
        id={`owner-list-${decl.list}`}
        title={t(`${decl.ns}.title`)}
        rows={list.data}
        rowKey={(record) => Number(record.id)}
        columns={columns}
        loading={list.isPending}
        onRowClick={canWrite ? (record) => dialog.open({ id: Number(record.id) }) : undefined}
        toolbar={
          <>
            {toolbar}
            {canWrite && (
              <NewRowButton label={t('common.new')} onClick={() => dialog.open('new')} testId="owner-list-new" />
            )}
          </>
        }
        actions={
          canWrite
            ? (record) => (
                <>
                  <EditRowButton
                    onClick={() => dialog.open({ id: Number(record.id) })}
                    testId={`owner-list-edit-${record.id}`}
                  />
                  <RemoveRowButton onClick={() => confirmDelete(record)} testId={`owner-list-delete-${record.id}`} />
                </>
              )
            : undefined
        }
      />
      {canWrite && dialog.target === 'new' && (
        <OwnerListDialog key="new" decl={decl} record={undefined} refOptions={refOptions} onClose={dialog.close} />
      )}
      {canWrite && editing && (
        <OwnerListDialog
          key={String(editing.id)}
          decl={decl}
          record={editing}
          refOptions={refOptions}
          onClose={dialog.close}
        />
      )}
    </Stack>
  );
}
