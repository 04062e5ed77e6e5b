import { addDays, todayIso } from '@backoffice/domain/dates';
import { isoWeek, isoWeekStart } from '@backoffice/domain/iso-week';
import { planningToday } from '@backoffice/domain/planning/clock-time';
import { expect, type Page, test } from '@playwright/test';
import { chooseOption, typeDate } from './support/employees.ts';
import { login, notice, PLANNER } from './support/session.ts';
import { grid } from './support/table.ts';

// The demo seed plans last, this and next week; the week after next is still empty, so this spec plans it itself.
const { year, week } = isoWeek(addDays(todayIso(), 14));
const MONDAY = isoWeekStart(year, week);
const TUESDAY = addDays(MONDAY, 1);
const ddmmyyyy = (iso: string) => `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;

/**
 * Demo employees (apps/server/src/seed/demo-people.ts) that the demo works plan on weekday mornings; the first two rows
 * by name, so both are in view (the grid renders only the rows in view).
 */
const FROM = 'Bram de Groot';
const TO = 'Daan Jansen';

/** The id of the week grid's row of an employee, from its test id (row-<id>). */
async function rowId(page: Page, name: string): Promise<string> {
  const row = page.locator('[data-testid^="row-"]').filter({ has: page.getByText(name, { exact: true }) });
  await expect(row).toHaveCount(1);
  return ((await row.getAttribute('data-testid')) ?? '').replace('row-', '');
}

const chipsIn = (page: Page, employeeRow: string, date: string) =>
  page.getByTestId(`cell-${employeeRow}-${date}`).locator('[data-testid^="shift-"]');

test('a planner generates a week, moves a shift, sees the over-9-hours flag and confirms last week’s hours', async ({
  page,
}) => {
  await login(page, PLANNER);

  // 1. Generate the default planning of an empty week.
  await page.goto(`/#/Planning/WeekView/1/${year}/${week}`);
  await expect(page.getByTestId('week-title')).toContainText(`week ${week}, ${year}`);
  const chips = page.getByTestId('week-grid').locator('[data-testid^="shift-"]');
  await expect(page.getByTestId('week-grid')).toBeVisible();
  await expect(chips).toHaveCount(0);
  await page.getByTestId('week-generate').click();
  await page.getByTestId('generate-form').getByTestId('dialog-save').click();
  await expect(notice(page, 'positive', 'Default planning done')).toBeVisible();
  await expect(chips.first()).toBeVisible();

  // 2. Drag Monday's shift of one employee onto another employee's Monday.
  const from = await rowId(page, FROM);
  const to = await rowId(page, TO);
  const moving = chipsIn(page, from, MONDAY).first();
  const shiftTestId = (await moving.getAttribute('data-testid')) ?? '';
  const before = await chipsIn(page, to, MONDAY).count();
  await moving.dragTo(page.getByTestId(`cell-${to}-${MONDAY}`));
  await expect(notice(page, 'positive', '1 shift has been saved.')).toBeVisible();
  await expect(page.getByTestId(`cell-${to}-${MONDAY}`).getByTestId(shiftTestId)).toBeVisible();
  await expect(page.getByTestId(`cell-${from}-${MONDAY}`).getByTestId(shiftTestId)).toHaveCount(0);
  await expect(chipsIn(page, to, MONDAY)).toHaveCount(before + 1);

  // 3. An extra long shift on Tuesday makes that day more than 9 hours: the flag names the employee.
  const overworkOfTo = page.getByTestId('flag-overwork').filter({ hasText: TO });
  await expect(overworkOfTo).toHaveCount(0);
  await page.getByTestId(`cell-${to}-${TUESDAY}`).dblclick();
  const dialog = page.getByTestId('shift-dialog');
  await expect(dialog).toBeVisible();
  await chooseOption(page, dialog.getByTestId('shift-project'), 'Kantoor Maarssen');
  await dialog.getByTestId('shift-start').fill('09:00');
  await dialog.getByTestId('shift-end').fill('17:30');
  await dialog.getByTestId('shift-end').blur();
  await expect(dialog.getByTestId('shift-hours')).toContainText('8.50');
  await dialog.getByTestId('dialog-save').click();
  await expect(notice(page, 'positive', 'The shift has been saved.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(overworkOfTo).toBeVisible();
  await expect(chipsIn(page, to, TUESDAY).first()).toHaveAttribute('data-flags', /overwork/);

  // 4. Confirm last week's open hours of that employee as planned (the demo confirmed them up to Wednesday; hours of
  // shifts after today cannot be confirmed).
  const lastMonday = addDays(isoWeekStart(isoWeek(todayIso()).year, isoWeek(todayIso()).week), -7);
  await page.getByTestId('nav-Planning-HourConfirmations').click();
  await expect(page.getByTestId('hour-confirmations-page')).toBeVisible();
  await typeDate(page.getByTestId('hours-period-start'), ddmmyyyy(lastMonday));
  await typeDate(page.getByTestId('hours-period-end'), ddmmyyyy(addDays(lastMonday, 6)));
  await chooseOption(page, page.getByTestId('hours-employee'), TO);
  const rows = grid(page).locator('tbody tr');
  await expect(rows.first()).toContainText(TO);
  await page.getByTestId('table-select-all').check();
  await page.getByTestId('hours-confirm-selected').click();
  await expect(notice(page, 'positive', 'shifts have been confirmed')).toBeVisible();
  await page.getByTestId('hours-status-filter').getByText('Confirmed', { exact: true }).click();
  await expect(rows.first()).toContainText('Confirmed');
  await expect(rows.first()).toContainText(TO);
});

test('a sickness entered from the week view turns that day’s shifts into conflicts', async ({ page }) => {
  await login(page, PLANNER);
  await page.goto(`/#/Planning/WeekView/1/${year}/${week}`);
  await expect(page.getByTestId('week-grid')).toBeVisible();
  // Generating again creates nothing new where the week is planned already (idempotent).
  await page.getByTestId('week-generate').click();
  await page.getByTestId('generate-form').getByTestId('dialog-save').click();
  await expect(notice(page, 'positive', 'Default planning done')).toBeVisible();
  const wednesday = addDays(MONDAY, 2);
  const sick = await rowId(page, FROM);
  const shifts = chipsIn(page, sick, wednesday);
  await expect(shifts.first()).toBeVisible();
  await expect(shifts.first()).not.toHaveAttribute('data-color', 'absence');

  await page.getByTestId('week-absence').click();
  const dialog = page.getByTestId('absence-dialog');
  await chooseOption(page, dialog.getByTestId('absence-employee'), FROM);
  await chooseOption(page, dialog.getByTestId('absence-kind'), 'Sickness');
  await typeDate(dialog.getByTestId('absence-start'), ddmmyyyy(wednesday));
  await typeDate(dialog.getByTestId('absence-end'), ddmmyyyy(wednesday));
  await dialog.getByTestId('dialog-save').click();
  await expect(notice(page, 'positive', 'The absence has been saved.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Every shift of that day is now an absence conflict, counted in the summary; the next day is untouched.
  const count = await shifts.count();
  for (let i = 0; i < count; i++) await expect(shifts.nth(i)).toHaveAttribute('data-color', 'absence');
  await expect(chipsIn(page, sick, addDays(MONDAY, 3)).first()).not.toHaveAttribute('data-color', 'absence');
  await expect(page.getByTestId('flag-conflicts')).toContainText(FROM);
  // The day is striped in the sickness legend's colour and named by it.
  await expect(page.getByTestId(`cell-${sick}-${wednesday}`)).toHaveAttribute('data-absent', 'Sickness');
  // The tooltip shows the fields of Planning/GeneralSettings: by default project, address, time, hours and note;
  // the address is read from the server when the shift is pointed at.
  await shifts.first().hover();
  await expect(shifts.first()).toHaveAttribute('title', /^Project: .+\nAddress: .+\n\d\d:\d\d–\d\d:\d\d\nHours: /);
});

test('a shift saved twice as a copy, both copies deleted together after a confirmation, and the week by project', async ({
  page,
}) => {
  await login(page, PLANNER);
  await page.goto(`/#/Planning/WeekView/1/${year}/${week}`);
  await page.getByTestId('week-generate').click();
  await page.getByTestId('generate-form').getByTestId('dialog-save').click();
  await expect(notice(page, 'positive', 'Default planning done')).toBeVisible();
  const thursday = addDays(MONDAY, 3);
  const shifts = chipsIn(page, await rowId(page, TO), thursday);
  await expect(shifts.first()).toBeVisible();
  const before = await shifts.count();
  const original = shifts.first();
  // "06:00–08:00 Kantoor Maarssen": the chip names the project in the view by employee.
  const project = ((await original.textContent()) ?? '').replace(/^\S+\s/, '').trim();

  // Save as copy, at other times: the original stays as it was.
  const dialog = page.getByTestId('shift-dialog');
  for (const [start, end] of [
    ['18:00', '19:00'],
    ['20:00', '21:00'],
  ] as const) {
    await original.click();
    await dialog.getByTestId('shift-start').fill(start);
    await dialog.getByTestId('shift-end').fill(end);
    await dialog.getByTestId('shift-end').blur();
    await dialog.getByTestId('shift-copy').click();
    await expect(dialog).toBeHidden();
  }
  await expect(shifts).toHaveCount(before + 2);
  const copies = shifts.filter({ hasText: /^(18|20):00/ });
  await expect(copies).toHaveCount(2);

  // Ctrl-click selects; the delete asks first, and cancelling keeps both.
  await copies.nth(0).click({ modifiers: ['Control'] });
  await copies.nth(1).click({ modifiers: ['Control'] });
  await page.getByTestId('week-delete-selected').click();
  await page.getByTestId('confirm-cancel').click();
  await expect(shifts).toHaveCount(before + 2);
  await page.getByTestId('week-delete-selected').click();
  await page.getByTestId('confirm-delete').click();
  await expect(notice(page, 'positive', '2 shifts have been deleted.')).toBeVisible();
  await expect(shifts).toHaveCount(before);

  // By project: the project is a row, its shifts name the employee.
  await page.getByTestId('week-view-switch').getByText('By project').click();
  await expect(page).toHaveURL(new RegExp(`/Planning/WeekView/2/${year}/${week}`));
  const projectRow = page.locator('[data-testid^="row-"]').filter({ has: page.getByText(project, { exact: true }) });
  await expect(projectRow.locator('[data-testid^="shift-"]').filter({ hasText: TO }).first()).toBeVisible();
});

test('hours of shifts after today cannot be confirmed: the page says why and confirms nothing', async ({ page }) => {
  await login(page, PLANNER);
  await page.goto('/#/Planning/HourConfirmations');
  await expect(page.getByTestId('hour-confirmations-page')).toBeVisible();
  // The demo plans next week: every shift from tomorrow on waits for its day. Tomorrow in the planning's time zone, as
  // the page and the server count it (between 23:00 and 24:00 UTC in winter, Amsterdam is a day ahead).
  const tomorrow = addDays(planningToday(), 1);
  await typeDate(page.getByTestId('hours-period-start'), ddmmyyyy(tomorrow));
  await typeDate(page.getByTestId('hours-period-end'), ddmmyyyy(addDays(tomorrow, 6)));
  const rows = grid(page).locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  const pencil = rows.first().locator('[data-testid^="hours-edit-"]');
  await expect(pencil).toBeDisabled();
  await expect(pencil).toHaveAttribute('aria-label', /after today/);
  await page.getByTestId('table-select-all').check();
  await expect(page.getByTestId('hours-future-skipped')).toContainText('after today and');
  await expect(page.getByTestId('hours-confirm-selected')).toBeDisabled();
});

test('a planner generates a range of weeks: a job plans them and a later week is filled', async ({ page }) => {
  await login(page, PLANNER);
  const first = isoWeek(addDays(todayIso(), 6 * 7));
  const later = isoWeek(addDays(isoWeekStart(first.year, first.week), 12 * 7));
  const chips = page.getByTestId('week-grid').locator('[data-testid^="shift-"]');
  await page.goto(`/#/Planning/WeekView/1/${later.year}/${later.week}`);
  await expect(page.getByTestId('week-grid')).toBeVisible();
  await expect(chips).toHaveCount(0);

  // From the week on screen through 13 weeks: longer than five weeks, so a job plans it and shows its progress.
  await page.goto(`/#/Planning/WeekView/1/${first.year}/${first.week}`);
  await expect(page.getByTestId('week-title')).toContainText(`week ${first.week}, ${first.year}`);
  const dialog = page.getByTestId('generate-form');
  // Under load the first click can land while the week's toolbar renders again: click until the dialog is open.
  await expect(async () => {
    await page.getByTestId('week-generate').click({ timeout: 2000 });
    await expect(dialog).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await expect(dialog.getByTestId('generate-start')).toHaveValue(ddmmyyyy(isoWeekStart(first.year, first.week)));
  await dialog.getByTestId('generate-weeks-13').click();
  await expect(dialog.getByTestId('generate-summary')).toContainText(`to week ${later.week} (${later.year}): 13 weeks`);
  await dialog.getByTestId('dialog-save').click();
  await expect(notice(page, 'positive', 'Default planning has started')).toBeVisible();
  await expect(notice(page, 'positive', 'Default planning done')).toBeVisible({ timeout: 60_000 });
  await expect(dialog).toBeHidden();
  await expect(chips.first()).toBeVisible();

  await page.goto(`/#/Planning/WeekView/1/${later.year}/${later.week}`);
  await expect(page.getByTestId('week-title')).toContainText(`week ${later.week}, ${later.year}`);
  await expect(chips.first()).toBeVisible();
});
