import { newSupplierFrom, ZSupplier } from '@backoffice/domain';
import { describe, expect, it } from 'vitest';
import { choiceErrors, newSupplierDraft } from './einvoice-choices.ts';

// The seller of TC 434 example 1 as the server offers it (newSupplierFrom).
const SELLER = newSupplierFrom({
  name: 'De Koksmaat',
  vatNumber: 'NL820098395B01',
  cocNumber: '57151520',
  street: 'Kanaalweg 40 A',
  postalCode: '1950 AB',
  city: 'Velsen-Noord',
  country: 'NL',
  bankAccounts: [
    { iban: 'NL57RABO0107307510', bic: '' },
    { iban: 'NL03INGB0004489902', bic: '' },
  ],
});

describe('newSupplierDraft', () => {
  it("is saveSupplier's valid input: the invoice's fields, number <auto>, the import's purchase type", () => {
    const draft = newSupplierDraft(SELLER, 3);
    const payload = ZSupplier.parse(draft);
    expect(payload).toMatchObject({
      id: 0,
      number: '<auto>',
      name: 'De Koksmaat',
      address: 'Kanaalweg',
      houseNumber: '40',
      houseAddition: 'A',
      postalCode: '1950 AB',
      city: 'Velsen-Noord',
      country: 'NL',
      vatNumber: 'NL820098395B01',
      cocNumber: '57151520',
      purchaseType: 3,
      paymentDays: 0,
      subcontractor: 0,
      deleted: 0,
      // The invoice's first account takes the whole payment.
      bankAccounts: [{ iban: 'NL57RABO0107307510', bic: '', percentage: 100, gAccount: 0 }],
    });
  });

  it('leaves a missing city empty, which saveSupplier refuses on the city until the user fills it in', () => {
    const draft = newSupplierDraft({ ...SELLER, city: '' }, 0);
    const result = ZSupplier.safeParse(draft);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['city']);
  });

  it('copies the accounts, so editing the draft leaves the answer as it was', () => {
    const draft = newSupplierDraft(SELLER, 0);
    draft.bankAccounts[0] = { iban: 'X', bic: '', percentage: 100, gAccount: 0 };
    expect(SELLER.bankAccounts[0]?.iban).toBe('NL57RABO0107307510');
  });
});

describe('choiceErrors', () => {
  it("takes the category's message and the first row's purchase-type message, nothing else", () => {
    expect(
      choiceErrors({
        categoryId: 'Choose a category.',
        'rows.3.purchaseTypeId': 'Choose a purchase type.',
        'rows.0.vatCodeId': 'Choose a VAT code.',
        invoiceNo: 'Too long',
      }),
    ).toEqual({ categoryId: 'Choose a category.', purchaseTypeId: 'Choose a purchase type.' });
    expect(choiceErrors({ 'rows.0.vatCodeId': 'Choose a VAT code.' })).toEqual({});
  });
});
