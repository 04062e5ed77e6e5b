import { type AnyResourceCalls, type ResourceMeta, resourceDeclarations } from '@backoffice/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { call, refresh, useCall } from '../call.ts';
import { DataTable } from '../data-table/data-table.tsx';
import { EditRowButton, NewRowButton, RemoveRowButton } from '../data-table/row-actions.tsx';
import { notifyFailure } from '../notices.ts';
import { NotFoundPage } from '../pages/not-found-page.tsx';
import { useCanAccess } from '../session/session-store.ts';
import { ResourceDialog } from './resource-dialog.tsx';
import { type ResourceRecord, recordLabel, resourceColumns } from './resource-types.ts';
import { useConfirmedDelete } from './use-confirmed-delete.tsx';

/**
 * List, new, edit and delete of one simple resource. The dialog follows the URL (`/Other/Cars/new`,
 * `/Other/Cars/edit/5`), so a link or a reload opens the same dialog (spec 000 §2 optional {action}/{id}).
 */
export function ResourcePage({ meta }: { meta: ResourceMeta }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { action, id } = useParams();
  const calls: AnyResourceCalls = resourceDeclarations(meta);
  const list = useCall(calls.all, undefined, { baseList: true });
  const canWrite = useCanAccess(meta.area, 'write');
  const columns = useMemo(() => resourceColumns(meta, t), [meta, t]);

  const editing = action === 'edit' ? list.data?.find((record) => String(record.id) === id) : undefined;
  const close = () => navigate(meta.route);
  const editMissing = action === 'edit' && list.isSuccess && !editing;

  useEffect(() => {
    if (!editMissing) return;
    notifyFailure(t('resource.notFound', { id }));
    void navigate(meta.route, { replace: true });
  }, [editMissing, id, meta.route, navigate, t]);

  const confirmDelete = useConfirmedDelete<ResourceRecord>({
    request: (record) => call(calls.save, { ...record, deleted: 1 }),
    afterDelete: () => refresh(queryClient, [calls.all]),
    label: (record) => recordLabel(meta, record),
    deletedText: t('resource.deleted'),
    failedText: t('resource.deleteFailed'),
  });

  if (action !== undefined && action !== 'new' && action !== 'edit') return <NotFoundPage />;

  return (
    <>
      <DataTable<ResourceRecord>
        id={meta.plural}
        title={t(`resources.${meta.plural}.title`)}
        rows={list.data}
        rowKey={(record) => Number(record.id)}
        columns={columns}
        loading={list.isPending}
        onRowClick={canWrite ? (record) => navigate(`${meta.route}/edit/${record.id}`) : undefined}
        toolbar={
          canWrite && (
            <NewRowButton label={t('common.new')} onClick={() => navigate(`${meta.route}/new`)} testId="resource-new" />
          )
        }
        actions={
          canWrite
            ? (record) => (
                <>
                  <EditRowButton
                    onClick={() => navigate(`${meta.route}/edit/${record.id}`)}
                    testId={`resource-edit-${record.id}`}
                  />
                  <RemoveRowButton onClick={() => confirmDelete(record)} testId={`resource-delete-${record.id}`} />
                </>
              )
            : undefined
        }
      />
      {canWrite && action === 'new' && <ResourceDialog key="new" meta={meta} record={undefined} onClose={close} />}
      {canWrite && editing && <ResourceDialog key={String(editing.id)} meta={meta} record={editing} onClose={close} />}
    </>
  );
}
