import { type TEmployeeAddress, type TEmployment, ZEmployee } from '@backoffice/domain';
import { todayIso } from '@backoffice/domain/dates';
import type { z } from 'zod';
import { emptyAddressCore } from '../../../platform/address/address-fields.tsx';
import { newRowKey, rowKey } from '../../../platform/edit/draft-rows.ts';
import { sentFields } from '../../../platform/edit/sent-fields.ts';
import type { EmployeeRecord } from '../index/employee-record.ts';

/** List rows edited in the page before the one saveEmployee; `key` tells unsaved rows (id 0) apart. */
export type AddressDraft = TEmployeeAddress & { key: string };
export type EmploymentDraft = TEmployment & { key: string };

type EmployeeFields = Omit<z.output<typeof ZEmployee>, 'addresses' | 'employments'>;
export type EmployeeDraft = EmployeeFields & { addresses: AddressDraft[]; employments: EmploymentDraft[] };

export function emptyAddress(): AddressDraft {
  return {
    key: newRowKey(),
    id: 0,
    ...emptyAddressCore(),
    startDate: todayIso(),
    endDate: '',
    main: 1,
    deleted: 0,
  };
}

export function emptyEmployment(): EmploymentDraft {
  return {
    key: newRowKey(),
    id: 0,
    number: '<auto>',
    employerId: 0,
    trainee: 0,
    minHours: 0,
    scale: '',
    addPercent: 0,
    externalRate: 0,
    internalRate: 0,
    minInternalRate: 0,
    startWorkYears: null,
    contractType: 0,
    laborContract: 0,
    salarEngagementNumber: '',
    surchargesTables: [],
    startDate: todayIso(),
    endDate: '',
    isClosed: 0,
    reasonTermination: '',
    reasonTerminationId: 0,
    deleted: 0,
  };
}

function emptyEmployee(): EmployeeDraft {
  return {
    id: 0,
    firstName: '',
    insertion: '',
    lastName: '',
    sex: 0,
    martialStatus: 0,
    birthDate: null,
    email: '',
    phone: '',
    mobile: '',
    bsn: '',
    iban: '',
    documentType: 0,
    documentNumber: '',
    documentValidUntil: null,
    selectClock: 0,
    clock: 0,
    clockOnLocation: 0,
    rideAdministration: 0,
    confirmTravelTime: 0,
    overheadOrder: 0,
    addresses: [],
    employments: [],
    flexFilterValue: {},
    deleted: 0,
  };
}

/** The editable copy of a saved employee (derived fields such as name and active are left out). */
export function toDraft(record: EmployeeRecord | undefined): EmployeeDraft {
  const base = emptyEmployee();
  if (!record) return base;
  return {
    ...base,
    ...sentFields(base, record),
    flexFilterValue: record.flexFilterValue ?? {},
    addresses: (record.addresses ?? []).map((a) => ({ ...a, key: rowKey(a.id) })),
    // Outside the full view an employment comes without its terms: the draft's defaults fill them (read-only then).
    employments: (record.employments ?? []).map((e) => ({ ...emptyEmployment(), ...e, key: rowKey(e.id) })),
  };
}

/** What saveEmployee receives: the draft through the shared schema (row keys dropped, defaults applied). */
export function parseDraft(draft: EmployeeDraft) {
  return ZEmployee.safeParse(draft);
}
