import { beforeAll, describe, expect, it } from 'vitest';
import { XLSX_MIME } from '../../../platform/xlsx.ts';
import { appPerFile, PLANNER_1 } from '../../../test/app-per-file.ts';
import { addUser, BACKENDS } from '../../../test/harness.ts';
import {
  ADDRESS,
  at,
  employeeLogin,
  fetchFile,
  insertEmployee,
  insertProject,
  insertShift,
  northOf,
  sheetRows,
} from './test-support.ts';

// Monday 16 March 2026, 10:30 in Amsterdam (away from the demo seed's days, which follow the real date).
const TODAY = '2026-03-16';
const YESTERDAY = '2026-03-15';
const NOW = new Date(at(TODAY, 1030));

describe.each(BACKENDS)('clock times, deviations and live status on %s', (backend) => {
  const t = appPerFile(backend, { planner: PLANNER_1 }, { now: NOW });
  let reader: string;
  const ids: Record<string, number> = {};

  const clockAs = async (token: string, kind: 'in' | 'out', date: string, hhmm: number, where = ADDRESS) => {
    const response = await t.app.request('POST', '/r/clock', { token, body: { kind, at: at(date, hhmm), ...where } });
    expect(response.status, JSON.stringify(response.json)).toBe(200);
    return response.json;
  };

  beforeAll(async () => {
    reader = await addUser(t.app, 1, 'limited-clock@test.example', ['employer_portal', 'planning_limited']);
    const anna = await insertEmployee(t.app, 1, { firstName: 'Anna', lastName: 'Aarts' });
    const bram = await insertEmployee(t.app, 1, { firstName: 'Bram', lastName: 'Bos' });
    ids.anna = anna;
    ids.bram = bram;
    const annaToken = await employeeLogin(t.app, 1, anna);
    const bramToken = await employeeLogin(t.app, 1, bram);
    const oost = (await insertProject(t.app, 1, { name: 'Kantoor Oost' })).projectId;
    const west = (await insertProject(t.app, 1, { name: 'School West' })).projectId;
    ids.oost = oost;
    ids.west = west;
    const shift = async (
      name: string,
      date: string,
      employeeId: number,
      projectId: number,
      start: number,
      end: number,
    ) => {
      ids[name] = (await insertShift(t.app, 1, { date, employeeId, projectId, startTime: start, endTime: end })).id;
    };
    await shift('onTime', YESTERDAY, anna, oost, 800, 1000);
    await shift('lateFar', YESTERDAY, bram, oost, 800, 1000);
    await shift('forgot', YESTERDAY, anna, west, 1100, 1200);
    await shift('noRecords', YESTERDAY, bram, west, 1100, 1200);
    await clockAs(annaToken, 'in', YESTERDAY, 758);
    await clockAs(annaToken, 'out', YESTERDAY, 1002, northOf(20));
    await clockAs(bramToken, 'in', YESTERDAY, 820, northOf(250));
    await clockAs(bramToken, 'out', YESTERDAY, 1000);
    await clockAs(annaToken, 'in', YESTERDAY, 1105);

    await shift('todayForgot', TODAY, anna, oost, 800, 1000);
    await shift('todayIn', TODAY, anna, oost, 1000, 1200);
    await shift('todayInLate', TODAY, anna, west, 1020, 1100);
    await shift('todayOutLate', TODAY, bram, west, 900, 1000);
    await shift('todayMissing', TODAY, bram, oost, 1000, 1200);
    await shift('todayUpcoming', TODAY, bram, west, 1100, 1200);
    await clockAs(annaToken, 'in', TODAY, 800);
    await clockAs(annaToken, 'in', TODAY, 955);
    await clockAs(annaToken, 'in', TODAY, 1025);
    await clockAs(bramToken, 'in', TODAY, 900);
    await clockAs(bramToken, 'out', TODAY, 1015);
  });

  const clockTimes = (token: string, body: Record<string, unknown>) =>
    t.app.request('POST', '/r/agendaEntriesClockTimes', { token, body });

  it('lists the shifts of a period with planned and clocked times, distances, records and deviations', async () => {
    const response = await clockTimes(reader, { startDate: YESTERDAY, endDate: YESTERDAY });
    expect(response.status).toBe(200);
    const entries = response.json.entries as {
      id: number;
      employeeName: string;
      clock: Record<string, unknown>;
      deviations: string[];
      records: { kind: string; time: number; distance: number }[];
    }[];
    expect(entries.map((e) => e.id)).toEqual([ids.onTime, ids.lateFar, ids.forgot, ids.noRecords]);
    expect(entries[0]).toMatchObject({
      employeeName: 'Anna Aarts',
      projectName: 'Kantoor Oost',
      startTime: 800,
      endTime: 1000,
      clock: { inTime: 758, outTime: 1002, inDistance: 0, outDistance: 20 },
      deviations: [],
    });
    expect(entries[0]?.records.map((r) => [r.kind, r.time, r.distance])).toEqual([
      ['in', 758, 0],
      ['out', 1002, 20],
    ]);
    expect(entries[1]?.deviations).toEqual(['timeDiffers', 'clockInFar', 'lateOver15']);
    expect(entries[2]?.deviations).toEqual(['lateUnder15', 'forgotClockOut']);
    expect(entries[3]).toMatchObject({ clock: {}, records: [], deviations: [] });
    expect(response.json.unmatched).toEqual([]);

    const anna = await clockTimes(reader, { startDate: YESTERDAY, endDate: YESTERDAY, employeeId: ids.anna });
    expect(anna.json.entries.map((e: { id: number }) => e.id)).toEqual([ids.onTime, ids.forgot]);
    const west = await clockTimes(reader, { startDate: YESTERDAY, endDate: YESTERDAY, projectId: ids.west });
    expect(west.json.entries.map((e: { id: number }) => e.id)).toEqual([ids.forgot, ids.noRecords]);
    expect((await clockTimes(reader, { startDate: TODAY, endDate: YESTERDAY })).status).toBe(400);
  });

  it('exports the clock times as .xlsx with the columns and titles the user sees', async () => {
    const file = await fetchFile(t.app, 'POST', '/r/agendaEntriesClockTimes', t.planner, {
      startDate: YESTERDAY,
      endDate: YESTERDAY,
      export: 1,
      columns: [
        { key: 'date', title: 'Datum' },
        { key: 'employee', title: 'Medewerker' },
        { key: 'clockIn', title: 'Ingeklokt' },
        { key: 'inDistance', title: 'Afstand in' },
        { key: 'unknown', title: 'Niets' },
        { key: 'deviations', title: 'Afwijkingen', values: { timeDiffers: 'Tijd wijkt af', lateOver15: 'Te laat' } },
      ],
    });
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe(XLSX_MIME);
    expect(String(file.headers['content-disposition'])).toContain('2026-03-16 Clock times.xlsx');
    expect(await sheetRows(file.bytes)).toEqual([
      ['Datum', 'Medewerker', 'Ingeklokt', 'Afstand in', 'Afwijkingen'],
      ['15-03-2026', 'Anna Aarts', '07:58', 0, null],
      // Reasons without a label of the user's keep their code.
      ['15-03-2026', 'Bram Bos', '08:20', 250, 'Tijd wijkt af, clockInFar, Te laat'],
      ['15-03-2026', 'Anna Aarts', '11:05', 0, 'lateUnder15, forgotClockOut'],
      ['15-03-2026', 'Bram Bos', null, null, null],
    ]);
  });

  it('lists the deviations with their reasons and marks them checked; a changed deviation opens again', async () => {
    const open = async () =>
      (await t.app.request('GET', `/r/getDeviations?startDate=${YESTERDAY}&endDate=${YESTERDAY}`, { token: reader }))
        .json as { id: number; deviations: string[] }[];
    expect((await open()).map((d) => [d.id, d.deviations])).toEqual([
      [ids.lateFar, ['timeDiffers', 'clockInFar', 'lateOver15']],
      [ids.forgot, ['lateUnder15', 'forgotClockOut']],
    ]);
    expect(
      (await t.app.request('POST', '/r/checkDeviations', { token: reader, body: { ids: [ids.forgot] } })).status,
    ).toBe(403);
    const checked = await t.app.request('POST', '/r/checkDeviations', {
      token: t.planner,
      body: { ids: [ids.forgot] },
    });
    expect(checked.json).toEqual([expect.objectContaining({ id: ids.forgot, checked: 1 })]);
    expect((await open()).map((d) => d.id)).toEqual([ids.lateFar]);
    const done = await t.app.request('GET', `/r/getDeviations?startDate=${YESTERDAY}&endDate=${YESTERDAY}&checked=1`, {
      token: t.planner,
    });
    expect(done.json.map((d: { id: number }) => d.id)).toEqual([ids.forgot]);

    // Anna clocks out after all (records of the last days may arrive late): a different deviation, to check again.
    const annaToken = await employeeLogin(t.app, 1, ids.anna as number);
    await clockAs(annaToken, 'out', YESTERDAY, 1200);
    expect((await open()).map((d) => [d.id, d.deviations])).toEqual([
      [ids.lateFar, ['timeDiffers', 'clockInFar', 'lateOver15']],
      [ids.forgot, ['lateUnder15']],
    ]);
    const annas = await t.app.request(
      'GET',
      `/r/getDeviations?startDate=${YESTERDAY}&endDate=${YESTERDAY}&employeeId=${ids.anna}&checked=-1`,
      { token: t.planner },
    );
    expect(annas.json.map((d: { id: number }) => d.id)).toEqual([ids.forgot]);
    const bad = await t.app.request('GET', `/r/getDeviations?startDate=${YESTERDAY}`, { token: t.planner });
    expect(bad.status).toBe(400);
  });

  it('tells the live clock status of today’s shifts, needing action first, with counts', async () => {
    const response = await t.app.request('GET', '/r/clockStatus', { token: reader });
    expect(response.status).toBe(200);
    expect(response.json.date).toBe(TODAY);
    const status = Object.fromEntries(
      (response.json.entries as { id: number; status: string }[]).map((e) => [e.id, e.status]),
    );
    expect(status).toEqual({
      [ids.todayForgot as number]: 'forgotClockOut',
      [ids.todayIn as number]: 'clockedIn',
      [ids.todayInLate as number]: 'clockedInLate',
      [ids.todayOutLate as number]: 'clockedOutLate',
      [ids.todayMissing as number]: 'lateNoClockInOver15',
      [ids.todayUpcoming as number]: 'upcoming',
    });
    expect(response.json.entries[0].status).toBe('lateNoClockInOver15');
    expect(response.json.counts).toEqual({
      forgotClockOut: 1,
      clockedIn: 1,
      clockedInLate: 1,
      clockedOutLate: 1,
      lateNoClockInOver15: 1,
      upcoming: 1,
    });
  });
});
