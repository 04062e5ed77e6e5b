import { ANNOUNCEMENT_FAILURES } from '@backoffice/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { appPerFile, PLANNER_1 } from '../../../test/app-per-file.ts';
import { addUser, BACKENDS } from '../../../test/harness.ts';
import { ANNOUNCEMENT_JOB, scheduleAnnouncementJob } from './announcement-job.ts';
import { at, insertCustomer, insertEmployee, insertProject, insertShift, rowsOf } from './test-support.ts';

// Monday 16 March 2026, 10:30 in Amsterdam (away from the demo seed's days, which follow the real date).
const NOW = new Date(at('2026-03-16', 1030));

interface Mail {
  to: string;
  subject: string;
  html: string;
  status: string;
}

describe.each(BACKENDS)('announcements on %s', (backend) => {
  const t = appPerFile(backend, { planner: PLANNER_1 }, { now: NOW });
  let anna: number;
  let bram: number;

  beforeAll(async () => {
    anna = await insertEmployee(t.app, 1, { firstName: 'Anna', lastName: 'Aarts' });
    bram = await insertEmployee(t.app, 1, { firstName: 'Bram', lastName: 'Bos' });
  });

  const announce = (entries: unknown[], token = t.planner) =>
    t.app.request('POST', '/r/sendAnnouncementsV2', { token, body: { entries } });
  const mailsTo = (pattern: string) =>
    rowsOf<Mail>(
      t.app,
      1,
      sql`select "to", subject, html, status from mail_outbox where "to" like ${pattern} order by id`,
    );
  const announcedAt = async (id: number) =>
    (
      await rowsOf<{ announced_at: Date | null }>(
        t.app,
        1,
        sql`select announced_at from agenda_entries where id = ${id}`,
      )
    )[0]?.announced_at ?? null;

  it('mails the project’s addresses who comes when, one mail per project and day, in the customer’s language', async () => {
    const customerId = await insertCustomer(t.app, 1, { email: 'facilities@client.example', locale: 'fr' });
    const { projectId, workId } = await insertProject(t.app, 1, {
      name: 'Kantoor Oost',
      customerId,
      announcement: 3,
      announcementEmail: 'receptie@oost.example,facilitair@oost.example',
    });
    const base = { projectId, workId, date: '2026-03-17', startTime: 1800, endTime: 2030 };
    const selected = await insertShift(t.app, 1, { ...base, employeeId: anna });
    const sameDay = await insertShift(t.app, 1, { ...base, employeeId: bram, startTime: 1700, endTime: 1900 });
    const nextDay = await insertShift(t.app, 1, { ...base, employeeId: anna, date: '2026-03-18' });

    const answer = await announce([selected.id, nextDay.key]);
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    expect(answer.json.failed).toEqual([]);
    // The mail tells the whole day, so Bram's shift that day is announced as well.
    expect(answer.json.sent.map((e: { id: number }) => e.id).sort()).toEqual(
      [selected.id, sameDay.id, nextDay.id].sort(),
    );
    for (const entry of answer.json.sent) expect(entry.announcedAt).toBe(NOW.toISOString());

    const mails = await mailsTo('receptie@oost.example%');
    expect(mails).toHaveLength(2);
    expect(mails[0]).toMatchObject({
      to: 'receptie@oost.example, facilitair@oost.example',
      subject: 'Avis de passage : nettoyage chez Kantoor Oost le 17-03-2026',
      status: 'outbox',
    });
    expect(mails[0]?.html).toContain('mardi 17-03-2026');
    expect(mails[0]?.html).toMatch(/Bram Bos<\/td><td[^>]*>17:00 – 19:00.*Anna Aarts<\/td><td[^>]*>18:00 – 20:30/s);
    expect(mails[0]?.html).toContain('Demo Schoonmaak B.V.');
    expect(mails[1]?.subject).toBe('Avis de passage : nettoyage chez Kantoor Oost le 18-03-2026');
  });

  it('falls back to the customer’s e-mail and writes Dutch for a language we do not have', async () => {
    const customerId = await insertCustomer(t.app, 1, { email: 'info@school.example', locale: 'de' });
    const { projectId } = await insertProject(t.app, 1, { name: 'School West', customerId, announcement: 2 });
    const shift = await insertShift(t.app, 1, { projectId, employeeId: anna, date: '2026-03-19' });
    const answer = await announce([shift.key]);
    expect(answer.json.sent.map((e: { key: string }) => e.key)).toEqual([shift.key]);
    const [mail] = await mailsTo('info@school.example');
    expect(mail?.subject).toBe('Aankondiging: schoonmaak bij School West op 19-03-2026');
    expect(mail?.html).toContain('donderdag 19-03-2026');
  });

  it('answers each failure with its reason, mails nothing for them and leaves them unannounced', async () => {
    const noMail = await insertCustomer(t.app, 1, { email: '' });
    const badMail = await insertCustomer(t.app, 1, { email: 'not-an-address' });
    const disabled = await insertProject(t.app, 1, { announcement: 1, announcementEmail: 'x@y.example' });
    const nowhere = await insertProject(t.app, 1, { announcement: 3, customerId: noMail });
    const broken = await insertProject(t.app, 1, { announcement: 3, customerId: badMail });
    const goneWork = await insertProject(t.app, 1, { announcement: 3, announcementEmail: 'gone@work.example' });
    await rowsOf(t.app, 1, sql`update works set deleted = 1 where id = ${goneWork.workId} returning id`);
    const shift = (p: { projectId: number; workId: number }) =>
      insertShift(t.app, 1, { ...p, employeeId: bram, date: '2026-03-20' });
    const shifts = [await shift(disabled), await shift(nowhere), await shift(broken), await shift(goneWork)];
    const mailsBefore = (await rowsOf<{ n: number }>(t.app, 1, sql`select count(*)::int as n from mail_outbox`))[0]?.n;

    const answer = await announce([999_999, ...shifts.map((s) => s.id), 'no-such-key']);
    expect(answer.status).toBe(200);
    expect(answer.json.sent).toEqual([]);
    expect(answer.json.failed).toEqual([
      { entry: { id: 999_999, key: '' }, reason: ANNOUNCEMENT_FAILURES.projectOrWorkNotFound },
      { entry: { id: 0, key: 'no-such-key' }, reason: ANNOUNCEMENT_FAILURES.projectOrWorkNotFound },
      { entry: { id: shifts[0]?.id, key: shifts[0]?.key }, reason: ANNOUNCEMENT_FAILURES.disabled },
      { entry: { id: shifts[3]?.id, key: shifts[3]?.key }, reason: ANNOUNCEMENT_FAILURES.projectOrWorkNotFound },
      { entry: { id: shifts[1]?.id, key: shifts[1]?.key }, reason: ANNOUNCEMENT_FAILURES.noEmail },
      { entry: { id: shifts[2]?.id, key: shifts[2]?.key }, reason: ANNOUNCEMENT_FAILURES.sendFailed },
    ]);
    expect((await rowsOf<{ n: number }>(t.app, 1, sql`select count(*)::int as n from mail_outbox`))[0]?.n).toBe(
      mailsBefore,
    );
    for (const s of shifts) expect(await announcedAt(s.id)).toBeNull();
    const reader = await addUser(t.app, 1, 'announce-reader@test.example', ['employer_portal', 'show_planning']);
    expect((await announce([shifts[0]?.id], reader)).status).toBe(403);
    expect((await announce([])).status).toBe(400);
  });

  it('sends the automatic announcements due from tomorrow up to the project’s days ahead, once', async () => {
    const customerId = await insertCustomer(t.app, 1, { email: 'auto@client.example', locale: 'en' });
    const { projectId } = await insertProject(t.app, 1, { customerId, announcement: 2, announcementDays: 2 });
    const on = (date: string) => insertShift(t.app, 1, { projectId, employeeId: anna, date });
    const today = await on('2026-03-16');
    const tomorrow = await on('2026-03-17');
    const dayAfter = await on('2026-03-18');
    const tooEarly = await on('2026-03-19');

    const run = await t.app.request('POST', '/r/sendDueAnnouncements', { token: t.planner });
    expect(run.status).toBe(200);
    expect(run.json.sent.map((e: { id: number }) => e.id).sort()).toEqual([tomorrow.id, dayAfter.id].sort());
    expect((await mailsTo('auto@client.example')).map((m) => m.subject)).toEqual([
      expect.stringContaining('17-03-2026'),
      expect.stringContaining('18-03-2026'),
    ]);
    expect(await announcedAt(today.id)).toBeNull();
    expect(await announcedAt(tooEarly.id)).toBeNull();
    const again = await t.app.request('POST', '/r/sendDueAnnouncements', { token: t.planner });
    expect(again.json.sent).toEqual([]);
    expect(await mailsTo('auto@client.example')).toHaveLength(2);
  });

  it('runs hourly as one durable job that plans its next run and sends what is due for every owner', async () => {
    vi.useRealTimers();
    try {
      const planned = () =>
        rowsOf<{ id: number; status: string; result: unknown }>(
          t.app,
          0,
          sql`select id, status, result from jobs where kind = ${ANNOUNCEMENT_JOB} order by id`,
        );
      await scheduleAnnouncementJob(t.app.ctx);
      await scheduleAnnouncementJob(t.app.ctx);
      const [first, ...others] = await planned();
      expect(others).toEqual([]);
      expect(first?.status).toBe('queued');
      await rowsOf(
        t.app,
        0,
        sql`update jobs set run_at = now() - interval '1 second' where id = ${first?.id} returning id`,
      );
      expect(await t.app.ctx.jobs.runDue()).toBe(1);
      const after = await planned();
      expect(after.map((j) => j.status)).toEqual(['done', 'queued']);
      expect(after[0]?.result).toEqual({ sent: expect.any(Number), failed: expect.any(Number) });
    } finally {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(NOW);
    }
  });
});
