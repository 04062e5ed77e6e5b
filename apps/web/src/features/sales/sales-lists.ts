import { PURCHASE_RUBRICS, SALES_RUBRICS } from '@backoffice/domain';
import { defineOwnerList } from '../../platform/owner-list/owner-list-types.ts';

/** Sales/VatCodes: the rate is shown in % and stored in hundredths (21 % = 2100); usable until validUntil. */
export const VAT_CODES_LIST = defineOwnerList({
  list: 'vatCodes',
  ns: 'projectSub.vatCodes',
  route: '/Sales/VatCodes',
  testId: 'vat-codes-page',
  fields: [
    { key: 'name', kind: 'text', required: true },
    { key: 'percentage', kind: 'percent' },
    { key: 'validUntil', kind: 'date' },
    { key: 'reverseCharge', kind: 'flag' },
    // The VAT return rubrics (Accounting2/VatNL); empty follows the rate.
    { key: 'salesRubric', kind: 'choice', values: SALES_RUBRICS, optional: true, hiddenByDefault: true },
    { key: 'purchaseRubric', kind: 'choice', values: PURCHASE_RUBRICS, optional: true, hiddenByDefault: true },
  ],
});

/** Sales/WorkTypes: what works and invoice rows are sold as, with a default hour rate (cents) and VAT code. */
export const WORK_TYPES_LIST = defineOwnerList({
  list: 'workTypes',
  ns: 'projectSub.workTypes',
  route: '/Sales/WorkTypes',
  testId: 'work-types-page',
  fields: [
    { key: 'name', kind: 'text', required: true },
    { key: 'hourRate', kind: 'money' },
    { key: 'vatCodeId', kind: 'ref', list: 'vatCodes' },
    { key: 'validUntil', kind: 'date' },
  ],
});
