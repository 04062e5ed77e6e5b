import { expect, type Locator, type Page } from '@playwright/test';
import { rowsWith, search } from './table.ts';

/** The employers the demo seed gives owner 1 (apps/server/src/seed/demo-employees.ts). */
export const OWNER_1_EMPLOYERS = ['Demo Schoonmaak B.V.', 'Demo Glazenwassers B.V.'];

/** English texts of apps/web/src/platform/i18n/locales/en/ (core.json, employees.json) the employee tests read. */
export const TEXTS = {
  saved: 'The employee has been saved.',
  checkFields: 'Please check the marked fields.',
  notDeletable: 'You cannot delete this employee because it is in use.',
  invalidSsn: 'Invalid BSN',
  invalidIban: 'Invalid IBAN',
  passwordMismatch: 'The password and its confirmation do not match',
} as const;

/** Opens /Employees/Index through the menu and waits for the list. */
export async function openEmployees(page: Page): Promise<void> {
  await page.getByTestId('nav-Employees-Index').click();
  await expect(page).toHaveURL(/#\/Employees\/Index$/);
  await expect(page.getByTestId('employee-new')).toBeVisible();
}

/**
 * Types a DD-MM-YYYY date into one of the Mantine date inputs and leaves the field (Escape would close the whole
 * dialog), so the typed text is parsed and shown formatted.
 */
export async function typeDate(field: Locator, date: string): Promise<void> {
  await field.click();
  await field.fill(date);
  await field.blur();
  await expect(field).toHaveValue(date);
}

/** Picks an option of a Mantine Select (the options live in a portal). */
export async function chooseOption(page: Page, select: Locator, option: string): Promise<void> {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(select).toHaveValue(option);
}

/** Adds an employment through the Employments tab's dialog (the page still has to be saved). */
async function addEmployment(
  page: Page,
  employment: { employer: string; startDate: string; minHours?: string },
): Promise<void> {
  await page.getByTestId('employee-tab-Employments').click();
  await page.getByTestId('employment-new').click();
  const dialog = page.getByTestId('employment-dialog');
  await expect(dialog).toBeVisible();
  await chooseOption(page, dialog.getByTestId('employment-employer'), employment.employer);
  await typeDate(dialog.getByTestId('employment-startDate'), employment.startDate);
  if (employment.minHours) await dialog.getByTestId('employment-minHours').fill(employment.minHours);
  await dialog.getByTestId('employment-apply').click();
  await expect(dialog).toBeHidden();
}

/** Adds a main address by hand through the Addresses tab's dialog (no postal-code provider in e2e). */
export async function addMainAddress(
  page: Page,
  address: { postalCode: string; houseNumber: string; street: string; city: string; startDate: string },
): Promise<void> {
  await page.getByTestId('employee-tab-Addresses').click();
  await page.getByTestId('address-new').click();
  const dialog = page.getByTestId('address-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('address-postalCode').fill(address.postalCode);
  await dialog.getByTestId('address-houseNumber').fill(address.houseNumber);
  await dialog.getByTestId('address-address').fill(address.street);
  await dialog.getByTestId('address-city').fill(address.city);
  await typeDate(dialog.getByTestId('address-startDate'), address.startDate);
  // A new address is a main address unless unticked.
  await expect(dialog.getByTestId('address-main')).toBeChecked();
  await dialog.getByTestId('address-apply').click();
  await expect(dialog).toBeHidden();
}

/** The employee id in the edit page's URL (/Employees/Edit/<id>/<tab>). */
export function editedEmployeeId(page: Page): string {
  const match = /#\/Employees\/Edit\/(\d+)(?:\/|$)/.exec(page.url());
  expect(match, `an employee id in ${page.url()}`).not.toBeNull();
  return match?.[1] ?? '';
}

/** The single list row of the employee called `name`, after searching for it. */
export async function employeeRow(page: Page, name: string): Promise<Locator> {
  await search(page, name);
  const row = rowsWith(page, name);
  await expect(row).toHaveCount(1);
  return row;
}

export interface NewEmployee {
  firstName: string;
  lastName: string;
  employer: string;
  /** DD-MM-YYYY; after the employer's salary closed date (31-12 of last year in the demo data). */
  employmentStart: string;
  address: { postalCode: string; houseNumber: string; street: string; city: string; startDate: string };
}

/**
 * Creates an employee with one employment and one main address through the edit page, saves, and returns its id.
 * Leaves the page on /Employees/Edit/<id>/Employments.
 */
export async function createEmployee(page: Page, employee: NewEmployee): Promise<string> {
  await openEmployees(page);
  await page.getByTestId('employee-new').click();
  await expect(page).toHaveURL(/#\/Employees\/Edit\/new$/);
  await page.getByTestId('employee-firstName').fill(employee.firstName);
  await page.getByTestId('employee-lastName').fill(employee.lastName);
  await addEmployment(page, { employer: employee.employer, startDate: employee.employmentStart, minHours: '24' });
  await expect(rowsWith(page, employee.employer)).toHaveCount(1);
  await addMainAddress(page, employee.address);
  await expect(rowsWith(page, employee.address.street)).toHaveCount(1);
  await page.getByTestId('employee-save').click();
  await expect(page.getByTestId('notice-positive').filter({ hasText: TEXTS.saved })).toBeVisible();
  await expect(page).toHaveURL(/#\/Employees\/Edit\/\d+\/(Employments|Addresses)$/);
  await expect(page.getByTestId('employee-dirty')).toHaveCount(0);
  return editedEmployeeId(page);
}
