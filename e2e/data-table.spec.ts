import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { ADMIN, login, logout, OWNER_1, OWNER_1_CARS, OWNER_2, OWNER_2_CARS } from './support/session.ts';
import { grid, headerTexts, rowsWith, setRowsPerPage, toggleColumn } from './support/table.ts';

/** Today as the browser's Excel file name shows it (same machine, same time zone). */
function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Reads an .xlsx with exceljs, whose `load` types take an ArrayBuffer. */
async function readWorkbook(bytes: Uint8Array): Promise<ExcelJS.Workbook> {
  const copy = new Uint8Array(bytes.byteLength);
  copy.set(bytes);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(copy.buffer);
  return workbook;
}

test.describe('data table', () => {
  test.beforeEach(async ({ page }) => {
    await login(page, ADMIN, { owner: OWNER_1 });
    await page.goto('/#/Other/Cars');
    await expect(rowsWith(page, OWNER_1_CARS[0] ?? '')).toHaveCount(1);
  });

  test('column choice and rows per page survive a reload, per owner', async ({ page }) => {
    await expect.poll(() => headerTexts(page)).toEqual(['Name', 'Licence plate']);
    await expect(page.getByTestId('table-rows-per-page')).toHaveValue('5');

    await toggleColumn(page, 'licensePlate');
    await expect.poll(() => headerTexts(page)).toEqual(['Name']);
    await expect(grid(page).getByText('VX-123-B')).toHaveCount(0);
    await setRowsPerPage(page, '20');

    await page.reload();
    await expect(rowsWith(page, OWNER_1_CARS[0] ?? '')).toHaveCount(1);
    await expect.poll(() => headerTexts(page)).toEqual(['Name']);
    await expect(grid(page).getByText('VX-123-B')).toHaveCount(0);
    await expect(page.getByTestId('table-rows-per-page')).toHaveValue('20');
    await page.getByTestId('table-column-chooser').click();
    await expect(page.getByTestId('column-toggle-licensePlate')).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByTestId('column-toggle-name')).toHaveAttribute('aria-checked', 'true');
    // The last visible column cannot be hidden.
    await expect(page.getByTestId('column-toggle-name')).toBeDisabled();
    await page.keyboard.press('Escape');

    // Another owner in the same browser has its own choice (the defaults).
    await logout(page);
    await login(page, ADMIN, { owner: OWNER_2 });
    await page.goto('/#/Other/Cars');
    await expect(rowsWith(page, OWNER_2_CARS[0] ?? '')).toHaveCount(1);
    await expect.poll(() => headerTexts(page)).toEqual(['Name', 'Licence plate']);
    await expect(page.getByTestId('table-rows-per-page')).toHaveValue('5');

    // And owner 1's choice is still there when coming back; showing the column again is kept as well.
    await logout(page);
    await login(page, ADMIN, { owner: OWNER_1 });
    await page.goto('/#/Other/Cars');
    await expect.poll(() => headerTexts(page)).toEqual(['Name']);
    await toggleColumn(page, 'licensePlate');
    await expect.poll(() => headerTexts(page)).toEqual(['Name', 'Licence plate']);
    await page.reload();
    await expect(rowsWith(page, OWNER_1_CARS[0] ?? '')).toContainText('VX-123-B');
    await expect.poll(() => headerTexts(page)).toEqual(['Name', 'Licence plate']);
    await expect(page.getByTestId('table-rows-per-page')).toHaveValue('20');
  });

  test('Excel export downloads a real .xlsx with the visible columns and the rows', async ({ page }) => {
    await toggleColumn(page, 'licensePlate');
    await expect.poll(() => headerTexts(page)).toEqual(['Name']);

    const downloading = page.waitForEvent('download');
    await page.getByTestId('table-export').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${today()} Cars.xlsx`);
    const path = await download.path();
    const bytes = await readFile(path);
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');

    const workbook = await readWorkbook(bytes);
    expect(workbook.worksheets).toHaveLength(1);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    const rows: string[][] = [];
    sheet.eachRow((row) => {
      const values = Array.isArray(row.values) ? row.values.slice(1) : [];
      rows.push(values.map((value) => String(value ?? '')));
    });
    expect(rows[0]).toEqual(['Name']);
    const names = rows.slice(1).map((row) => row[0]);
    for (const car of OWNER_1_CARS) expect(names).toContain(car);
    // Only the visible column is exported, and only this owner's cars.
    expect(rows.flat()).not.toContain('VX-123-B');
    for (const car of OWNER_2_CARS) expect(names).not.toContain(car);
  });

  test('Excel export of selected rows holds only those rows', async ({ page }) => {
    const [first, second] = OWNER_1_CARS;
    await rowsWith(page, first ?? '')
      .getByRole('checkbox')
      .check();
    await expect(page.getByTestId('table-export')).toHaveText('Excel (1 selected)');

    const downloading = page.waitForEvent('download');
    await page.getByTestId('table-export').click();
    const bytes = await readFile(await (await downloading).path());
    const workbook = await readWorkbook(bytes);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Name', 'Licence plate']);
    expect(sheet.getRow(2).values).toEqual([undefined, first, 'VX-123-B']);
    expect(sheet.rowCount).toBe(2);
    expect(JSON.stringify(sheet.getSheetValues())).not.toContain(second ?? '');
  });
});
