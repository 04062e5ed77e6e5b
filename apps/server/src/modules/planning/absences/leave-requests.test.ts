import { addDays, todayIso } from '@backoffice/domain/dates';
import { describe, expect, it } from 'vitest';
import { withTenant } from '../../../db/tenant.ts';
import { BACKENDS, countRows } from '../../../test/harness.ts';
import { absencesOverlapping } from './queries.ts';
import { absence, absenceTestApp, hire, saveAbsent, savedAbsent } from './test-support.ts';

describe.each(BACKENDS)('leave requests on %s', (backend) => {
  const s = absenceTestApp(backend);

  const outbox = async () => {
    const response = await s.app.request('GET', '/r/outboxEmails', { token: s.admin });
    expect(response.status).toBe(200);
    return response.json as { to: string; subject: string; html: string; status: string }[];
  };

  it('comes with demo data: a pending request, an approved leave and sicknesses, each valid by the rules', async () => {
    const today = todayIso();
    const listed = await s.app.request('POST', '/r/absentsDateRange', {
      token: s.planner,
      body: { startDate: addDays(today, -60), endDate: addDays(today, 60) },
    });
    const kinds = listed.json.map((a: { kind: number; status: number }) => `${a.kind}/${a.status}`).sort();
    expect(kinds).toEqual(['1/1', '1/2', '2/2', '2/2']);
    // Saving each one unchanged passes every server rule (employment, salary period, lifecycle).
    for (const seeded of listed.json) expect((await saveAbsent(s.app, s.planner, seeded)).status).toBe(200);
  });

  it('goes from requested to approved to "response sent": the employee gets the answer by mail', async () => {
    const { employeeId } = await hire(s.app, s.admin, [{}], { email: 'emma.request@example.nl', firstName: 'Emma' });
    const request = await savedAbsent(
      s.app,
      s.planner,
      absence(employeeId, { status: 1, description: 'Vakantie Texel' }),
    );
    expect(request).toMatchObject({ status: 1, decision: 0 });
    const pending = await s.app.request('POST', '/r/absentsDateRange', {
      token: s.planner,
      body: { startDate: '2026-12-01', endDate: '2026-12-31', status: 1 },
    });
    expect(pending.json.map((a: { id: number }) => a.id)).toContain(request.id);

    const approved = await savedAbsent(s.app, s.planner, { ...request, status: 2 });
    expect(approved).toMatchObject({ status: 2, decision: 2 });
    const mails = await countRows(s.app, 'mail_outbox');
    const answered = await savedAbsent(s.app, s.planner, {
      ...approved,
      status: 4,
      response: 'Prettige vakantie!\nTot maandag.',
    });
    expect(answered).toMatchObject({ status: 4, decision: 2, response: 'Prettige vakantie!\nTot maandag.' });
    expect(await countRows(s.app, 'mail_outbox')).toBe(mails + 1);
    const [mail] = (await outbox()).filter((m) => m.to === 'emma.request@example.nl');
    // The demo owner writes Dutch.
    expect(mail?.subject).toBe('Uw aanvraag voor verlof: goedgekeurd');
    expect(mail?.html).toContain('van 07-12-2026 tot en met 11-12-2026 is goedgekeurd');
    expect(mail?.html).toContain('Prettige vakantie!<br>Tot maandag.');
    expect(mail?.status).toBe('outbox');

    // Saving it again (a typo in the description) mails nothing more.
    await savedAbsent(s.app, s.planner, { ...answered, description: 'Vakantie Texel en Vlieland' });
    expect(await countRows(s.app, 'mail_outbox')).toBe(mails + 1);
  });

  it('mails a denial as denied, and refuses a response before any answer', async () => {
    const { employeeId } = await hire(s.app, s.admin, [{}], { email: 'daan.denied@example.nl' });
    const request = await savedAbsent(s.app, s.planner, absence(employeeId, { status: 1 }));
    const early = await saveAbsent(s.app, s.planner, { ...request, status: 4, response: 'Nee' });
    expect(early.status).toBe(400);
    expect(early.json.key).toBe('absence.responseNeedsDecision');

    const denied = await savedAbsent(s.app, s.planner, { ...request, status: 3 });
    const answered = await savedAbsent(s.app, s.planner, { ...denied, status: 4, response: 'Te druk in december.' });
    expect(answered).toMatchObject({ status: 4, decision: 3 });
    const [mail] = (await outbox()).filter((m) => m.to === 'daan.denied@example.nl');
    expect(mail?.subject).toBe('Uw aanvraag voor verlof: afgewezen');
    expect(mail?.html).toContain('Te druk in december.');
  });

  it('refuses to send a response to an employee without an e-mail address and changes nothing', async () => {
    const { employeeId } = await hire(s.app, s.admin, [{}], { email: '' });
    const approved = await savedAbsent(s.app, s.planner, absence(employeeId, { status: 2 }));
    const mails = await countRows(s.app, 'mail_outbox');
    const refused = await saveAbsent(s.app, s.planner, { ...approved, status: 4, response: 'Akkoord' });
    expect(refused.status).toBe(400);
    expect(refused.json.key).toBe('absence.noEmail');
    expect(await countRows(s.app, 'mail_outbox')).toBe(mails);
    const stored = await s.app.request('POST', '/r/absentById', { token: s.planner, body: { id: approved.id } });
    expect(stored.json).toMatchObject({ status: 2, response: '' });
  });

  it('gives the week view the approved absences only: approved or answered "approved", not requested, denied or deleted', async () => {
    const { employeeId } = await hire(s.app, s.admin, [{}], { email: 'kees.week@example.nl' });
    const other = await hire(s.app, s.admin);
    const week = { startDate: '2027-01-04', endDate: '2027-01-08' };
    const approved = await savedAbsent(s.app, s.planner, absence(employeeId, { ...week, kind: 2, percentage: 50 }));
    const requested = await savedAbsent(s.app, s.planner, absence(employeeId, { ...week, status: 1 }));
    const answered = await savedAbsent(s.app, s.planner, absence(employeeId, { ...week, status: 1, kind: 4 }));
    await savedAbsent(s.app, s.planner, { ...answered, status: 2 });
    await savedAbsent(s.app, s.planner, { ...answered, status: 4 });
    const denied = await savedAbsent(s.app, s.planner, absence(employeeId, { ...week, status: 1, kind: 3 }));
    await savedAbsent(s.app, s.planner, { ...denied, status: 3 });
    await savedAbsent(s.app, s.planner, { ...denied, status: 4 });
    const removed = await savedAbsent(s.app, s.planner, absence(other.employeeId, week));
    await savedAbsent(s.app, s.planner, { id: removed.id, deleted: 1 });
    const later = await savedAbsent(
      s.app,
      s.planner,
      absence(other.employeeId, { startDate: '2027-01-11', endDate: '2027-01-12' }),
    );

    const found = await withTenant(s.app.database, 1, (tx) =>
      absencesOverlapping(tx, 1, '2027-01-06', '2027-01-06', [employeeId, other.employeeId]),
    );
    expect(found.map((a) => a.id).sort()).toEqual([approved.id, answered.id].sort());
    expect(found.find((a) => a.id === approved.id)).toMatchObject({ employeeId, kind: 2, percentage: 50 });
    expect(found.map((a) => a.id)).not.toContain(requested.id);
    const everyone = await withTenant(s.app.database, 1, (tx) =>
      absencesOverlapping(tx, 1, '2027-01-01', '2027-01-31'),
    );
    expect(everyone.map((a) => a.id)).toContain(later.id);
    expect(await withTenant(s.app.database, 2, (tx) => absencesOverlapping(tx, 2, '2027-01-01', '2027-01-31'))).toEqual(
      [],
    );
    expect(
      await withTenant(s.app.database, 1, (tx) => absencesOverlapping(tx, 1, '2027-01-01', '2027-01-31', [])),
    ).toEqual([]);
  });
});
