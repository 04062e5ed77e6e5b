import { applyMainProjectAddress, errorMessage, IMPORT_TEXTS, isValidUntilActive, ZProject } from '@backoffice/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type customers, type employees, projectAddresses, projects, works } from '../../db/schema/index.ts';
import { type AuditEntry, createdChanges } from '../../platform/audit.ts';
import { type GeoPoint, tryGeocode } from '../../platform/geo.ts';
import { type ImportDefinition, type RowIssue, zodRowIssues } from '../../platform/imports/define.ts';
import { rowWarnings } from '../../platform/imports/warnings.ts';
import {
  addressPeriodIssues,
  type ImportWorkInput,
  type ProjectInput,
  type WorkInput,
  ZImportWork,
} from './validation.ts';
import { ownerWorkTypes } from './works.ts';

// insertProjects (Projects/ImportProjects) and insertWorks (Projects/ImportWorks): new projects with their addresses
// and works, and new works of existing projects, by the rules of saveProject (project-save.ts, addresses.ts,
// works.ts), written set-based.

type Address = ProjectInput['addresses'][number];
type Points = (GeoPoint | null | undefined)[][];

const newOnly = (path: string): RowIssue => ({ path, message: IMPORT_TEXTS.newOnly });
const unplaced = (a: Address) => a.latitude === 0 && a.longitude === 0;

/** Live ids among `ids` in one query. */
async function _liveIds(tx: Db, table: typeof customers | typeof employees, ownerId: number, ids: number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.ownerId, ownerId), inArray(table.id, ids), eq(table.deleted, 0)));
  return new Set(rows.map((row) => row.id));
}

/** A new work needs a work type of the owner valid today, or none (works.ts checkReferences). */
async function workIssues(tx: Db, ownerId: number, items: { path: string; work: WorkInput }[], today: string) {
  const live = items.filter(({ work }) => !work.deleted);
  const issues: RowIssue[] = [];
  if (live.some(({ work }) => work.workType !== 0)) {
    const types = await ownerWorkTypes(tx, ownerId);
    for (const { path, work } of live) {
      const type = types.find((t) => t.id === work.workType);
      if (work.workType !== 0 && (!type || !isValidUntilActive(type, today)))
        issues.push({
          path: `${path}.workType`,
          message: `Work type ${work.workType} does not exist or is no longer valid`,
        });
    }
  }
  return issues;
}

/** The works a row writes: the new ones not deleted before their first save. */
const newWorks = (list: readonly WorkInput[] | undefined) => (list ?? []).filter((w) => !w.deleted);

/** Work rows and their audit entries for one project. */
function workRows(
  list: readonly WorkInput[],
  projectId: number,
  ids: number[],
  ownerId: number,
  audit: AuditEntry[],
  userId: number,
) {
  return list.map((work, i) => {
    const { id: _id, ...values } = work;
    const id = ids[i] as number;
    audit.push({
      ownerId,
      userId,
      entity: 'Work',
      entityId: id,
      action: 'create',
      changes: createdChanges({ ...values, projectId }),
    });
    return { ...values, projectId, ownerId, id };
  });
}

/** The addresses a new project gets: the last one marked main is main, a single one is main (addresses.ts). */
function projectAddressList(project: ProjectInput): Address[] {
  const desired = project.addresses.filter((a) => !a.deleted);
  let newMain: number | undefined;
  desired.forEach((a, index) => {
    if (a.mainAddress) newMain = index;
  });
  return applyMainProjectAddress(desired, newMain);
}

export const projectImport: ImportDefinition<ProjectInput, Points> = {
  kind: 'projects',
  path: '/insertProjects',
  area: 'projects',
  max: 5000,

  row: ZProject,
  parseRow(item) {
    const parsed = ZProject.safeParse(item);
    if (!parsed.success) return { issues: zodRowIssues(parsed.error) };
    const project = parsed.data;
    const issues = addressPeriodIssues(project, []).map((i) => ({ path: i.path.join('.'), message: i.message }));
    if (project.id) issues.push(newOnly('id'));
    if (project.deleted) issues.push({ path: 'deleted', message: IMPORT_TEXTS.noDelete });
    project.addresses.forEach((a, i) => {
      if (a.id) issues.push(newOnly(`addresses.${i}.id`));
    });
    project.works?.forEach((w, i) => {
      if (w.id) issues.push(newOnly(`works.${i}.id`));
    });
    return issues.length > 0 ? { issues } : { row: project };
  },

  message: (issues) => (issues.some((i) => i.path.includes('addresses')) ? errorMessage('address.invalid') : undefined),

  async check(tx, ownerId, rows, today) {
    // Customers, project leaders and planned employees are references: the registrar checks them.
    const items = rows.flatMap((row, index) =>
      (row.works ?? []).map((work, i) => ({ path: `${index}.works.${i}`, work })),
    );
    return workIssues(tx, ownerId, items, today);
  },

  async prepare(app, rows, progress) {
    const points: Points = [];
    for (const [index, row] of rows.entries()) {
      const found: (GeoPoint | null | undefined)[] = [];
      for (const a of projectAddressList(row))
        found.push(unplaced(a) ? await tryGeocode(app.geo.geocoder, a) : undefined);
      points.push(found);
      await progress(index + 1);
    }
    return points;
  },

  async plan({ ownerId, userId, allocate, turn }, rows, points = []) {
    const addressLists = rows.map(projectAddressList);
    const workLists = rows.map((row) => newWorks(row.works));
    const projectIds = await allocate(projects, rows.length);
    const addressIds = await allocate(projectAddresses, addressLists.flat().length);
    const workIds = await allocate(works, workLists.flat().length);
    const audit: AuditEntry[] = [];
    const projectRows: Record<string, unknown>[] = [];
    const addressRows: Record<string, unknown>[] = [];
    const workRowList: Record<string, unknown>[] = [];
    const ungeocoded: number[] = [];
    for (const [index, row] of rows.entries()) {
      const { id: _id, addresses: _a, works: _w, ...values } = row;
      const projectId = projectIds[index] as number;
      projectRows.push({ ...values, ownerId, id: projectId });
      audit.push({
        ownerId,
        userId,
        entity: 'Project',
        entityId: projectId,
        action: 'create',
        changes: createdChanges(values),
      });
      const written = (addressLists[index] ?? []).map((a) => {
        const { id: _aid, ...fields } = a;
        const id = addressIds[addressRows.length] as number;
        audit.push({
          ownerId,
          userId,
          entity: 'ProjectAddress',
          entityId: id,
          action: 'create',
          changes: createdChanges({ ...fields, projectId }),
        });
        const address = { ...fields, projectId, ownerId, id };
        addressRows.push(address);
        return address;
      });
      let failed = false;
      written.forEach((address, i) => {
        const point = points[index]?.[i];
        if (point) {
          audit.push({
            ownerId,
            userId,
            entity: 'ProjectAddress',
            entityId: address.id,
            action: 'geocode',
            changes: { latitude: [0, point.lat], longitude: [0, point.lng] },
          });
          Object.assign(address, { latitude: point.lat, longitude: point.lng });
        } else if (unplaced(address)) failed = true;
      });
      if (failed) ungeocoded.push(index + 1);
      const list = workLists[index] ?? [];
      workRowList.push(
        ...workRows(
          list,
          projectId,
          workIds.slice(workRowList.length, workRowList.length + list.length),
          ownerId,
          audit,
          userId,
        ),
      );
      await turn();
    }
    return {
      inserts: [
        { table: projects, rows: projectRows },
        { table: projectAddresses, rows: addressRows },
        { table: works, rows: workRowList },
      ],
      audit,
      ids: projectIds,
      warnings: rowWarnings('geo.unplaced', ungeocoded),
    };
  },
};

export const workImport: ImportDefinition<ImportWorkInput> = {
  kind: 'works',
  path: '/insertWorks',
  area: 'projects',
  max: 5000,

  row: ZImportWork,
  parseRow(item) {
    const parsed = ZImportWork.safeParse(item);
    if (!parsed.success) return { issues: zodRowIssues(parsed.error) };
    if (parsed.data.id) return { issues: [newOnly('id')] };
    if (parsed.data.deleted) return { issues: [{ path: 'deleted', message: IMPORT_TEXTS.noDelete }] };
    return { row: parsed.data };
  },

  async check(tx, ownerId, rows, today) {
    // The projects are references: the registrar checks them.
    const items = rows.map(({ projectId: _p, ...work }, index) => ({ path: String(index), work }));
    return workIssues(tx, ownerId, items, today);
  },

  async plan({ ownerId, userId, allocate }, rows) {
    const ids = await allocate(works, rows.length);
    const audit: AuditEntry[] = [];
    const list = rows.map(
      ({ projectId, ...work }, i) => workRows([work], projectId, [ids[i] as number], ownerId, audit, userId)[0],
    );
    return { inserts: [{ table: works, rows: list.filter((row) => row !== undefined) }], audit, ids, warnings: [] };
  },
};
