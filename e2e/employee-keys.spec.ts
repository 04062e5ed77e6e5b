import { type APIRequestContext, expect, test } from '@playwright/test';
import { chooseOption } from './support/employees.ts';
import { ADMIN, apiToken, login, notice, OWNER_1, unique } from './support/session.ts';
import { rowsWith } from './support/table.ts';

/** An active employee of owner 1 made through the API (one employment from 1 January): the test's own, changed freely. */
async function newEmployee(request: APIRequestContext, token: string, lastName: string): Promise<number> {
  const headers = { authorization: `Bearer ${token}` };
  const employers = await request.get('/api/r/allEmployers', { headers });
  const [employer] = (await employers.json()) as { id: number }[];
  const saved = await request.post('/api/r/saveEmployee', {
    headers,
    data: {
      firstName: 'Keya',
      lastName,
      employments: [{ employerId: employer?.id, startDate: `${new Date().getFullYear()}-01-01`, endDate: '' }],
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  return ((await saved.json()) as { id: number }).id;
}

test('a key issued to one employee is offered to another, who accepts it; its history lists every move', async ({
  page,
}) => {
  const token = await apiToken(page.request, ADMIN, 1);
  const suffix = unique();
  const holder = await newEmployee(page.request, token, `Holder ${suffix}`);
  const receiver = await newEmployee(page.request, token, `Receiver ${suffix}`);
  const keyName = `Front door ${suffix}`;
  await login(page, ADMIN, { owner: OWNER_1 });

  // Issue a new key on the holder's Keys tab.
  await page.goto(`/#/Employees/Edit/${holder}/Keys`);
  await page.getByTestId('key-issue').click();
  const issue = page.getByTestId('key-issue-dialog');
  await issue.getByText('New key').click();
  await issue.getByTestId('key-name').fill(keyName);
  await issue.getByTestId('key-issue-save').click();
  await expect(notice(page, 'positive', 'Saved')).toBeVisible();
  const row = rowsWith(page, keyName);
  await expect(row).toHaveCount(1);

  // Offer it to the receiver: it stays with the holder, marked as pending.
  await row.getByTestId(/^key-transfer-\d+$/).click();
  const transfer = page.getByTestId('key-transfer-dialog');
  await chooseOption(page, transfer.getByTestId('key-transfer-select'), `Keya Receiver ${suffix}`);
  await transfer.getByTestId('key-transfer-save').click();
  await expect(row.getByTestId(/^key-pending-\d+$/)).toHaveText(`To Keya Receiver ${suffix}`);

  // The receiver accepts it on their own Keys tab, and then holds it.
  await page.goto(`/#/Employees/Edit/${receiver}/Keys`);
  const offered = page.getByTestId('keys-incoming');
  await expect(offered).toContainText(`${keyName}, offered by Keya Holder ${suffix}`);
  await offered.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByTestId('keys-incoming')).toHaveCount(0);
  await expect(rowsWith(page, keyName)).toHaveCount(1);

  // Its history: issued to the holder, offered to and accepted by the receiver, newest first.
  await rowsWith(page, keyName)
    .getByTestId(/^key-history-\d+$/)
    .click();
  const history = page.getByTestId('key-history').locator('tbody tr');
  await expect(history).toHaveCount(3);
  await expect(history.nth(0)).toContainText(`Accepted`);
  await expect(history.nth(0)).toContainText(`Keya Receiver ${suffix}`);
  await expect(history.nth(1)).toContainText(`Transfer offered`);
  await expect(history.nth(2)).toContainText(`Issued`);
  await expect(history.nth(2)).toContainText(`Keya Holder ${suffix}`);
});
