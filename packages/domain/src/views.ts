import type { TCustomer, TCustomerListRow } from './customers/schemas.ts';
import type { TEmployee, TEmployeeAddress, TEmployment } from './employees/schemas.ts';
import type { TProject, TProjectAddress, TProjectListRow, TWork } from './projects/schemas.ts';
import { type AccessLevel, type Area, canAccess, type RoleHolder } from './roles.ts';

// What each role sees of the records several areas share (employees, projects, customers): one view per kind of work,
// chosen from the caller's roles. The full record goes to the area that owns it (show_employees, show_projects,
// show_sales); every other caller gets the union of the views its areas need, so a planner never receives a birth
// date, a BSN, an IBAN, a home address or a salary through the employee list the week view reads.

/** The keys a view sends of a record and, per nested list it sends, of the list's items. */
export interface RecordView {
  readonly fields: readonly string[];
  readonly nested?: { readonly [list: string]: readonly string[] };
}

// ---- employees: allEmployees (GET /r/allEmployees) ---------------------------------------------------------------

const EMPLOYMENT_ALL = [
  'id',
  'number',
  'employerId',
  'trainee',
  'minHours',
  'scale',
  'addPercent',
  'externalRate',
  'internalRate',
  'minInternalRate',
  'startWorkYears',
  'contractType',
  'laborContract',
  'salarEngagementNumber',
  'surchargesTables',
  'startDate',
  'endDate',
  'isClosed',
  'reasonTermination',
  'reasonTerminationId',
  'deleted',
] as const satisfies readonly (keyof TEmployment)[];

const EMPLOYEE_ADDRESS_ALL = [
  'id',
  'address',
  'houseNumber',
  'houseAddition',
  'postalCode',
  'city',
  'country',
  'latitude',
  'longitude',
  'startDate',
  'endDate',
  'main',
  'deleted',
] as const satisfies readonly (keyof TEmployeeAddress)[];

/** Who the employee is, whoever asks: the names a select or a week row shows, and whether they work here now. */
const EMPLOYEE_NAMES = ['id', 'firstName', 'insertion', 'lastName', 'name', 'active', 'deleted'] as const;
/** How to reach them (spec 002 §6: colleagues' contact data is not secret, the app may even show it). */
const EMPLOYEE_CONTACT = ['email', 'phone', 'mobile'] as const;
/** The employment's identity: personnel number, employer and period, without terms, rates or reasons. */
const EMPLOYMENT_BASIC = ['id', 'number', 'employerId', 'startDate', 'endDate', 'deleted'] as const;

export const EMPLOYEE_VIEWS = {
  /** show_employees (and admin): everything. */
  full: {
    fields: [
      ...EMPLOYEE_NAMES,
      ...EMPLOYEE_CONTACT,
      'sex',
      'martialStatus',
      'birthDate',
      'bsn',
      'iban',
      'documentType',
      'documentNumber',
      'documentValidUntil',
      'selectClock',
      'clock',
      'clockOnLocation',
      'rideAdministration',
      'confirmTravelTime',
      'overheadOrder',
      'contractType',
      'flexFilterValue',
      'workYears',
      'addresses',
      'employments',
    ],
    nested: { employments: EMPLOYMENT_ALL, addresses: EMPLOYEE_ADDRESS_ALL },
  },
  /** employees_limited ("basic employee data only"): names, contact, personnel numbers and years of service. */
  basic: {
    fields: [...EMPLOYEE_NAMES, ...EMPLOYEE_CONTACT, 'workYears', 'employments'],
    nested: { employments: EMPLOYMENT_BASIC },
  },
  /**
   * show_planning, planning_limited: names and contact to plan and call people, and the employments' periods and
   * contract hours: an absence must lie inside a contract and its hours follow the contract hours, which the
   * planning's own ContractHours page shows too. No home address: nothing in planning measures from it.
   */
  planning: {
    fields: [...EMPLOYEE_NAMES, ...EMPLOYEE_CONTACT, 'employments'],
    nested: { employments: [...EMPLOYMENT_BASIC, 'minHours'] },
  },
  /** show_projects, projects_limited: the names to pick a project leader, a work's employees, a key holder. */
  projects: { fields: EMPLOYEE_NAMES },
} as const satisfies Record<
  string,
  {
    fields: readonly (keyof TEmployee)[];
    nested?: { employments?: readonly (keyof TEmployment)[]; addresses?: readonly (keyof TEmployeeAddress)[] };
  }
>;
export type EmployeeViewName = keyof typeof EMPLOYEE_VIEWS;

// ---- projects: allProjects (list) and getProject (detail) --------------------------------------------------------

const PROJECT_ADDRESS_ALL = [
  'id',
  'address',
  'houseNumber',
  'houseAddition',
  'postalCode',
  'city',
  'country',
  'latitude',
  'longitude',
  'startDate',
  'endDate',
  'mainAddress',
  'deleted',
] as const satisfies readonly (keyof TProjectAddress)[];

/** When and by whom a work is done; what it costs and how it is invoiced is sales' (and the project owner's). */
export const WORK_SCHEDULE = [
  'id',
  'projectId',
  'description',
  'workType',
  'minutes',
  'periodicType',
  'intervalWeeks',
  'fixedWeeks',
  'fixedMonths',
  'weeksOfMonth',
  'selectedDays',
  'weekDays',
  'startDate',
  'endDate',
  'active',
  'deleted',
] as const satisfies readonly (keyof TWork)[];
const WORK_ALL = [
  ...WORK_SCHEDULE,
  'hourRate',
  'fixedPrice',
  'invoicing',
  'invoiceDay',
  'invoiceMonths',
] as const satisfies readonly (keyof TWork)[];

/** Name, customer, place and state: what every reader of projects shows. */
export const PROJECT_CORE = [
  'id',
  'name',
  'searchName',
  'code',
  'customerId',
  'customerName',
  'endDate',
  'active',
  'deleted',
  'addresses',
] as const;

type ProjectListKey = keyof TProjectListRow;
type ProjectDetailKey = keyof TProject;

export const PROJECT_VIEWS = {
  /** show_projects (and admin). */
  full: {
    list: {
      fields: [
        ...PROJECT_CORE,
        'mapColor',
        'mapNumber',
        'districtId',
        'projectLeaderId',
        'controlFreq',
        'chkTenderSigned',
        'invoicingBlocked',
        'announcement',
        'announcementDays',
        'activeWorks',
      ],
      nested: { addresses: PROJECT_ADDRESS_ALL },
    },
    detail: {
      fields: [
        ...PROJECT_CORE,
        'mapColor',
        'mapNumber',
        'districtId',
        'projectLeaderId',
        'controlFreq',
        'chkTenderSigned',
        'invoicingBlocked',
        'announcement',
        'announcementDays',
        'announcementEmail',
        'workDescription',
        'remarks',
        'fields',
        'datesClosed',
        'blacklist',
        'experiencedEmployees',
        'contactIds',
        'works',
      ],
      nested: { addresses: PROJECT_ADDRESS_ALL, works: WORK_ALL },
    },
  },
  /**
   * projects_limited ("basic project data"): the project card, its addresses, flex fields and the works' schedules;
   * no rates, invoicing, tender or blocking flags, announcement addresses, internal remarks or the employee blacklist.
   */
  basic: {
    list: {
      fields: [...PROJECT_CORE, 'mapColor', 'mapNumber', 'districtId', 'projectLeaderId', 'controlFreq', 'activeWorks'],
      nested: { addresses: PROJECT_ADDRESS_ALL },
    },
    detail: {
      fields: [
        ...PROJECT_CORE,
        'mapColor',
        'mapNumber',
        'districtId',
        'projectLeaderId',
        'controlFreq',
        'workDescription',
        'fields',
        'datesClosed',
        'experiencedEmployees',
        'contactIds',
        'works',
      ],
      nested: { addresses: PROJECT_ADDRESS_ALL, works: WORK_SCHEDULE },
    },
  },
  /** show_planning, planning_limited: where and when work is done, who knows the project and who may not go. */
  planning: {
    list: {
      fields: [...PROJECT_CORE, 'mapColor', 'districtId', 'projectLeaderId', 'activeWorks'],
      nested: { addresses: PROJECT_ADDRESS_ALL },
    },
    detail: {
      fields: [
        ...PROJECT_CORE,
        'mapColor',
        'districtId',
        'projectLeaderId',
        'workDescription',
        'datesClosed',
        'blacklist',
        'experiencedEmployees',
        'works',
      ],
      nested: { addresses: PROJECT_ADDRESS_ALL, works: WORK_SCHEDULE },
    },
  },
  /** show_sales: the projects to invoice, with the works' rates and invoicing. */
  sales: {
    list: {
      fields: [...PROJECT_CORE, 'invoicingBlocked', 'activeWorks'],
      nested: { addresses: PROJECT_ADDRESS_ALL },
    },
    detail: {
      fields: [...PROJECT_CORE, 'invoicingBlocked', 'chkTenderSigned', 'works'],
      nested: { addresses: PROJECT_ADDRESS_ALL, works: WORK_ALL },
    },
  },
} as const satisfies Record<
  string,
  {
    list: { fields: readonly ProjectListKey[]; nested: { addresses: readonly (keyof TProjectAddress)[] } };
    detail: {
      fields: readonly ProjectDetailKey[];
      nested: { addresses: readonly (keyof TProjectAddress)[]; works: readonly (keyof TWork)[] };
    };
  }
>;
export type ProjectViewName = keyof typeof PROJECT_VIEWS;

// ---- customers: allCustomers (list) and getCustomer (detail, sales only) ----------------------------------------

export const CUSTOMER_VIEWS = {
  /** show_sales (and admin): the list fields (CUSTOMER_LIST_FIELDS) and the derived ones. */
  full: {
    list: {
      fields: [
        'id',
        'number',
        'customerNumber',
        'name',
        'searchName',
        'clientType',
        'locale',
        'address',
        'houseNumber',
        'houseAddition',
        'postalCode',
        'city',
        'country',
        'email',
        'phone',
        'isManager',
        'managementId',
        'managementName',
        'paymentDays',
        'invoiceToEmail',
        'projectCount',
        'active',
        'deleted',
      ],
    },
  },
  /**
   * show_projects, projects_limited: a customer to pick for a project and to name beside it. A private customer's
   * home address, e-mail, phone and payment terms are sales' business.
   */
  projects: {
    list: { fields: ['id', 'number', 'customerNumber', 'name', 'searchName', 'active', 'deleted'] },
  },
} as const satisfies Record<string, { list: { fields: readonly (keyof TCustomerListRow)[] } }>;
export type CustomerViewName = keyof typeof CUSTOMER_VIEWS;

/** getCustomer's keys: the whole record (sales only). */
export const CUSTOMER_DETAIL_FIELDS = [
  ...CUSTOMER_VIEWS.full.list.fields,
  'tav',
  'gPercentage',
  'cocNumber',
  'vatNumber',
  'latitude',
  'longitude',
  'otherAddress',
  'remarks',
  'multiProjects',
  'overrideManagementEmail',
  'joinInvoices',
  'bankAccounts',
  'bankAccountsG',
  'invoiceReminderEmail',
  'attachUbl',
  'ledgerAccountId',
] as const satisfies readonly (keyof TCustomer)[];

// ---- which views a caller gets ----------------------------------------------------------------------------------

interface ViewRule<N extends string> {
  view: N;
  area: Area;
  level: AccessLevel;
}

/** The owning area's full view first: it wins alone. Otherwise every view whose area the caller may read. */
const EMPLOYEE_RULES: readonly ViewRule<EmployeeViewName>[] = [
  { view: 'full', area: 'employees', level: 'admin' },
  { view: 'basic', area: 'employees', level: 'read' },
  { view: 'planning', area: 'planning', level: 'read' },
  { view: 'projects', area: 'projects', level: 'read' },
];
const PROJECT_RULES: readonly ViewRule<ProjectViewName>[] = [
  { view: 'full', area: 'projects', level: 'write' },
  { view: 'basic', area: 'projects', level: 'read' },
  { view: 'planning', area: 'planning', level: 'read' },
  { view: 'sales', area: 'sales', level: 'read' },
];
const CUSTOMER_RULES: readonly ViewRule<CustomerViewName>[] = [
  { view: 'full', area: 'sales', level: 'read' },
  { view: 'projects', area: 'projects', level: 'read' },
];

function chooseViews<N extends string>(holder: RoleHolder, rules: readonly ViewRule<N>[]): N[] {
  const [full, ...parts] = rules;
  if (full && canAccess(holder, full.area, full.level)) return [full.view];
  return parts.filter((rule) => canAccess(holder, rule.area, rule.level)).map((rule) => rule.view);
}

/** The views of allEmployees a caller gets (empty: none, the call's gate refuses such a caller anyway). */
export const employeeViewsFor = (holder: RoleHolder): EmployeeViewName[] => chooseViews(holder, EMPLOYEE_RULES);
export const projectViewsFor = (holder: RoleHolder): ProjectViewName[] => chooseViews(holder, PROJECT_RULES);
export const customerViewsFor = (holder: RoleHolder): CustomerViewName[] => chooseViews(holder, CUSTOMER_RULES);

/** Several views as one: every field and nested field any of them sends. */
export function mergeViews(views: readonly RecordView[]): RecordView {
  const fields = new Set<string>();
  const nested = new Map<string, Set<string>>();
  for (const view of views) {
    for (const field of view.fields) fields.add(field);
    for (const [list, keys] of Object.entries(view.nested ?? {})) {
      const set = nested.get(list) ?? new Set<string>();
      for (const key of keys) set.add(key);
      nested.set(list, set);
    }
  }
  return { fields: [...fields], nested: Object.fromEntries([...nested].map(([list, keys]) => [list, [...keys]])) };
}

/** The chosen views as one view, with the key a cache keeps its answer under ('basic+planning'). */
export interface ChosenView {
  key: string;
  view: RecordView;
}

const choose = (names: readonly string[], pick: (name: string) => RecordView): ChosenView => ({
  key: names.join('+') || 'none',
  view: mergeViews(names.map(pick)),
});

export const employeeView = (holder: RoleHolder): ChosenView =>
  choose(employeeViewsFor(holder), (name) => EMPLOYEE_VIEWS[name as EmployeeViewName]);
export const projectListView = (holder: RoleHolder): ChosenView =>
  choose(projectViewsFor(holder), (name) => PROJECT_VIEWS[name as ProjectViewName].list);
export const projectDetailView = (holder: RoleHolder): ChosenView =>
  choose(projectViewsFor(holder), (name) => PROJECT_VIEWS[name as ProjectViewName].detail);
export const customerListView = (holder: RoleHolder): ChosenView =>
  choose(customerViewsFor(holder), (name) => CUSTOMER_VIEWS[name as CustomerViewName].list);

function pickKeys(record: unknown, keys: readonly string[]): unknown {
  if (record === null || typeof record !== 'object') return record;
  const source = record as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key of keys) if (key in source) out[key] = source[key];
  return out;
}

/** The record as the view sends it: its fields only, and in each nested list the nested fields only. */
export function pickView<T extends object>(record: T, view: RecordView): Partial<T> {
  const source = record as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key of view.fields) {
    if (!(key in source)) continue;
    const value = source[key];
    const keys = view.nested?.[key];
    out[key] = keys && Array.isArray(value) ? value.map((item) => pickKeys(item, keys)) : value;
  }
  return out as Partial<T>;
}

/** A view's fields as a zod pick mask: the answer schemas of the list calls are the record's schema in a view. */
export const viewMask = <const K extends string>(fields: readonly K[]): { [F in K]: true } =>
  Object.fromEntries(fields.map((field) => [field, true])) as { [F in K]: true };

// ---- the shapes a page may rely on --------------------------------------------------------------------------------

type FieldsOf<V> = V extends { fields: readonly (infer F)[] } ? F : never;
type NestedOf<V, L extends string> = V extends { nested: { [K in L]: readonly (infer F)[] } } ? F : never;
/** The keys every one of the views sends (an intersection over the views). */
type Common<M> = { [K in keyof M]: (key: M[K]) => void }[keyof M] extends (key: infer I) => void ? I : never;

type EmployeeCommon = Common<{ [K in EmployeeViewName]: FieldsOf<(typeof EMPLOYEE_VIEWS)[K]> }> & keyof TEmployee;
type EmploymentCommon = Common<{
  [K in 'full' | 'basic' | 'planning']: NestedOf<(typeof EMPLOYEE_VIEWS)[K], 'employments'>;
}> &
  keyof TEmployment;

/** An employment in allEmployees: the basic view's fields always, the rest as the caller's views send them. */
export type TListedEmployment = Pick<TEmployment, EmploymentCommon> & Partial<TEmployment>;
/**
 * A row of allEmployees as any caller may receive it: the names and state always, every other field only for the
 * views that send it (employments: basic, planning, full; addresses and personal data: full only).
 */
export type TListedEmployee = Pick<TEmployee, EmployeeCommon> &
  Partial<Omit<TEmployee, EmployeeCommon | 'employments'>> & { employments?: TListedEmployment[] };

type ProjectDetailCommon = Common<{ [K in ProjectViewName]: FieldsOf<(typeof PROJECT_VIEWS)[K]['detail']> }> &
  keyof TProject;
type WorkCommon = Common<{ [K in ProjectViewName]: NestedOf<(typeof PROJECT_VIEWS)[K]['detail'], 'works'> }> &
  keyof TWork;

/** A work in getProject: its schedule always, rates and invoicing for sales and the project owners. */
export type TListedWork = Pick<TWork, WorkCommon> & Partial<TWork>;
/** getProject's answer as any caller may receive it. */
export type TProjectDetail = Pick<TProject, Exclude<ProjectDetailCommon, 'works'>> &
  Partial<Omit<TProject, ProjectDetailCommon>> & { works: TListedWork[] };

// ---- what no view but the owner's full one may send ---------------------------------------------------------------

/**
 * Keys that must not appear (at any depth) in an answer to a caller without the full view: identity and bank numbers,
 * birth date, documents, home addresses, salary and contract terms. The planning view keeps `minHours` (contract
 * hours), see EMPLOYEE_VIEWS.planning.
 */
export const PERSONAL_FIELDS = [
  'bsn',
  'ssn',
  'iban',
  'birthDate',
  'martialStatus',
  'sex',
  'documentType',
  'documentNumber',
  'documentValidUntil',
  'addresses',
  'flexFilterValue',
  'contractType',
  'laborContract',
  'trainee',
  'scale',
  'addPercent',
  'externalRate',
  'internalRate',
  'minInternalRate',
  'salary',
  'wage',
  'salarEngagementNumber',
  'surchargesTables',
  'startWorkYears',
  'isClosed',
  'reasonTermination',
  'reasonTerminationId',
] as const;
