import { PAYMENT_CALLS, type TPaymentConnectSave, type TPaymentRow } from '@backoffice/domain';
import { useTranslation } from 'react-i18next';
import { useCallMutation } from '../../../platform/call.ts';
import { notifyError, notifySuccess } from '../../../platform/notices.ts';
import { type ConnectRow, PAYMENT_REFRESHES } from './payment-api.ts';

/** The dialog's changes: links saved one at a time (credits first, so a netted payment never runs short) and flags. */
export function usePaymentActions() {
  const { t } = useTranslation();
  const saveLink = useCallMutation(PAYMENT_CALLS.savePaymentConnect, {
    refreshes: PAYMENT_REFRESHES,
    onSuccess: () => notifySuccess(t('paymentMatch.dialog.saved')),
    onError: (error) => notifyError(error),
  });
  const savePayment = useCallMutation(PAYMENT_CALLS.savePayment, {
    refreshes: PAYMENT_REFRESHES,
    onSuccess: () => notifySuccess(t('paymentMatch.dialog.saved')),
    onError: (error) => notifyError(error),
  });
  const link = (body: TPaymentConnectSave) => saveLink.mutateAsync(body).catch(() => undefined);
  const linkOf = (connect: ConnectRow, change: Partial<TPaymentConnectSave>) =>
    link({
      id: connect.id,
      paymentId: connect.paymentId,
      invoiceId: connect.invoiceId,
      purchaseId: connect.purchaseId,
      amount: connect.amount,
      verified: connect.verified,
      ...change,
    });
  return {
    busy: saveLink.isPending || savePayment.isPending,
    link,
    confirm: (connect: ConnectRow, amount = connect.amount) => linkOf(connect, { amount, verified: 1 }),
    remove: (connect: ConnectRow) => linkOf(connect, { deleted: 1 }),
    async confirmAll(connects: readonly ConnectRow[]) {
      const waiting = connects.filter((connect) => connect.verified === 0);
      // A credit raises what the payment has left, the invoices then take it.
      const ordered = [...waiting].sort((a, b) => Math.sign(a.amount) - Math.sign(b.amount));
      for (const connect of ordered) await linkOf(connect, { verified: 1 });
    },
    flags: (payment: TPaymentRow, change: { hidden?: number; duplicate?: number; holdsReminders?: 0 }) =>
      savePayment
        .mutateAsync({
          id: payment.id,
          accountId: payment.accountId,
          date: payment.date,
          amount: payment.amount,
          description: payment.description,
          cpName: payment.cpName,
          cpIban: payment.cpIban,
          customerId: payment.customerId,
          supplierId: payment.supplierId,
          hidden: payment.hidden,
          duplicate: payment.duplicate,
          ...change,
        })
        .catch(() => undefined),
  };
}
