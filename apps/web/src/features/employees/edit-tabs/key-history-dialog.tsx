import { KEY_CALLS } from '@backoffice/domain';
import { formatDate, formatDateTime } from '@backoffice/domain/format';
import { Badge, Modal, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCall } from '../../../platform/call.ts';
import { PageLoader } from '../../../platform/pages/page-loader.tsx';
import { type EmployeeRow, type KeyRow, nameById } from './people-api.ts';

export function KeyHistoryDialog(props: { keyRow: KeyRow; employees: EmployeeRow[] | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const history = useCall(KEY_CALLS.keyHistoryByKey, { id: props.keyRow.id });
  const name = nameById(props.employees);
  const rows = [...(history.data ?? [])].sort(
    (a, b) => b.date.localeCompare(a.date) || b.createdAt.localeCompare(a.createdAt) || b.id - a.id,
  );
  return (
    <Modal
      opened
      onClose={props.onClose}
      size="lg"
      title={t('employeeTabs.keys.historyTitle', { name: props.keyRow.name })}
    >
      {history.isPending ? (
        <PageLoader />
      ) : rows.length === 0 ? (
        <Text c="dimmed">{t('employeeTabs.keys.noHistory')}</Text>
      ) : (
        <Table striped data-testid="key-history">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('employeeTabs.keys.date')}</Table.Th>
              <Table.Th>{t('employeeTabs.keys.action')}</Table.Th>
              <Table.Th>{t('employeeTabs.keys.employee')}</Table.Th>
              <Table.Th>{t('employeeTabs.keys.remarks')}</Table.Th>
              <Table.Th>{t('employeeTabs.keys.by')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td title={formatDateTime(row.createdAt)}>{formatDate(row.date)}</Table.Td>
                <Table.Td>
                  <Badge variant="light">{t(`employeeTabs.keys.actions.${row.action}`)}</Badge>
                </Table.Td>
                <Table.Td>{row.employeeName || name(row.employeeId)}</Table.Td>
                <Table.Td>{row.remarks}</Table.Td>
                <Table.Td>{row.userName}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Modal>
  );
}
