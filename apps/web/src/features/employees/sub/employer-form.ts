import type { TEmployer } from '@backoffice/domain';

export const FACTOR_KEYS = ['a', 'aExtras', 'b', 'bExtras', 'c', 'cExtras'] as const;
type FactorKey = (typeof FACTOR_KEYS)[number];

export interface LeaveTypeValues {
  id: number;
  name: string;
  cao: boolean;
  readOnly: boolean;
}

export interface EmployerValues {
  name: string;
  cocNumber: string;
  payrollTaxNumber: string;
  factors: Record<FactorKey, number | ''>;
  leaveTypes: LeaveTypeValues[];
  periodType: string;
  sortOrder: number | '';
}

export type EmployerRecord = Partial<TEmployer> & { id: number };

export function toEmployerValues(employer: EmployerRecord | undefined): EmployerValues {
  const factors = {} as Record<FactorKey, number | ''>;
  for (const key of FACTOR_KEYS) factors[key] = employer?.conversionFactors?.[key] ?? 0;
  return {
    name: employer?.name ?? '',
    cocNumber: employer?.cocNumber ?? '',
    payrollTaxNumber: employer?.payrollTaxNumber ?? '',
    factors,
    leaveTypes: [...(employer?.leaveTypes ?? [])]
      .sort((a, b) => a.order - b.order)
      .map((type) => ({ id: type.id, name: type.name, cao: type.cao === 1, readOnly: type.readOnly === 1 })),
    periodType: String(employer?.periodType ?? 0),
    sortOrder: employer?.sortOrder ?? 0,
  };
}

/** The saveEmployer body: the record as loaded with the form's values; leave types numbered in their shown order. */
export function toEmployerPayload(employer: EmployerRecord | undefined, values: EmployerValues) {
  const conversionFactors = {} as Record<FactorKey, number>;
  for (const key of FACTOR_KEYS) conversionFactors[key] = values.factors[key] === '' ? 0 : values.factors[key];
  return {
    ...employer,
    id: employer?.id ?? 0,
    name: values.name,
    cocNumber: values.cocNumber,
    payrollTaxNumber: values.payrollTaxNumber,
    conversionFactors,
    leaveTypes: values.leaveTypes.map((type, order) => ({
      id: type.id,
      name: type.name,
      order,
      cao: type.cao ? 1 : 0,
      readOnly: type.readOnly ? 1 : 0,
    })),
    periodType: Number(values.periodType),
    sortOrder: values.sortOrder === '' ? 0 : values.sortOrder,
  };
}
