import { LEDGER_ACCOUNT_CALLS } from '@backoffice/domain';
import { Badge, Switch } from '@mantine/core';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCallMutation } from '../../platform/call.ts';
import type { TableColumn } from '../../platform/data-table/data-table.tsx';
import { DataTable } from '../../platform/data-table/data-table.tsx';
import { EditRowButton, NewRowButton } from '../../platform/data-table/row-actions.tsx';
import { IconAction } from '../../platform/icon-action.tsx';
import { notifyError, notifySuccess } from '../../platform/notices.ts';
import { useCanAccess } from '../../platform/session/session-store.ts';
import { AccountDialog } from './account-dialog.tsx';
import { type LedgerAccountRow, useLedgerAccounts, useLedgerClasses } from './api.ts';

/** /Accounting2/Ledgers: the chart of ledger accounts; hidden ones on request; new, edit, hide and show again. */
export function LedgersPage() {
  const { t } = useTranslation();
  const canWrite = useCanAccess('accounting', 'write');
  const accounts = useLedgerAccounts();
  const classes = useLedgerClasses();
  const [showHidden, setShowHidden] = useState(false);
  const [editing, setEditing] = useState<LedgerAccountRow | 'new' | null>(null);
  const hide = useCallMutation(LEDGER_ACCOUNT_CALLS.save, {
    refreshes: [LEDGER_ACCOUNT_CALLS.all],
    onSuccess: (saved) => notifySuccess(t(saved.hidden ? 'accounting.ledgers.hidden' : 'accounting.ledgers.shown')),
    onError: (error) => notifyError(error, { action: t('accounting.ledgers.hideFailed') }),
  });
  const columns = useMemo((): TableColumn<LedgerAccountRow>[] => {
    const className = new Map((classes.data ?? []).map((c) => [Number(c.id), String(c.name)]));
    const title = (key: string) => t(`accounting.ledgers.fields.${key}`);
    return [
      { key: 'number', title: title('number'), value: (row) => row.number, width: 110 },
      { key: 'description', title: title('description'), value: (row) => row.description },
      { key: 'kind', title: title('kind'), value: (row) => row.kind, text: (row) => t(`accounting.kinds.${row.kind}`) },
      { key: 'class', title: title('class'), value: (row) => className.get(row.classId) ?? '' },
      { key: 'rgsCode', title: title('rgsCode'), value: (row) => row.rgsCode },
      {
        key: 'hidden',
        title: title('hidden'),
        value: (row) => row.hidden,
        text: (row) => (row.hidden ? t('common.yes') : t('common.no')),
        render: (row) => (row.hidden ? <Badge color="gray">{t('accounting.ledgers.hiddenBadge')}</Badge> : null),
        hiddenByDefault: true,
      },
    ];
  }, [classes.data, t]);
  const rows = accounts.data?.filter((account) => showHidden || !account.hidden);
  return (
    <>
      <DataTable<LedgerAccountRow>
        id="ledgerAccounts"
        title={t('accounting.ledgers.title')}
        rows={rows}
        rowKey={(row) => row.id}
        columns={columns}
        loading={accounts.isPending}
        onRowClick={canWrite ? (row) => setEditing(row) : undefined}
        toolbar={
          <>
            <Switch
              label={t('accounting.ledgers.showHidden')}
              checked={showHidden}
              onChange={(event) => setShowHidden(event.currentTarget.checked)}
              data-testid="ledgers-show-hidden"
            />
            {canWrite && <NewRowButton label={t('common.new')} onClick={() => setEditing('new')} testId="ledger-new" />}
          </>
        }
        actions={
          canWrite
            ? (row) => (
                <>
                  <EditRowButton onClick={() => setEditing(row)} testId={`ledger-edit-${row.id}`} />
                  <IconAction
                    label={t(row.hidden ? 'accounting.ledgers.show' : 'accounting.ledgers.hide')}
                    icon={row.hidden ? <IconEye size={18} /> : <IconEyeOff size={18} />}
                    onClick={() => hide.mutate({ ...row, hidden: row.hidden ? 0 : 1 })}
                    testId={`ledger-hide-${row.id}`}
                  />
                </>
              )
            : undefined
        }
      />
      {editing && <AccountDialog account={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />}
    </>
  );
}
