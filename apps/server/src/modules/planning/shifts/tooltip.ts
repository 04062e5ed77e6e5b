import type { TShiftTooltip } from '@backoffice/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { agendaEntries, customers, employees, projects } from '../../../db/schema/index.ts';
import { fail } from '../../../platform/errors.ts';
import { mainAddressLines } from '../clock/document-data.ts';

// shiftTooltip: what a shift's tooltip in the week view may show beyond the week's own answer (the tooltip fields of
// Planning/GeneralSettings). Read when the planner points at the shift, so the week view's answer stays small.

export async function shiftTooltip(tx: Db, ownerId: number, id: number): Promise<TShiftTooltip> {
  const [row] = await tx
    .select({
      date: agendaEntries.date,
      projectId: agendaEntries.projectId,
      customer: customers.name,
      mobile: employees.mobile,
    })
    .from(agendaEntries)
    .leftJoin(projects, and(eq(projects.ownerId, agendaEntries.ownerId), eq(projects.id, agendaEntries.projectId)))
    .leftJoin(customers, and(eq(customers.ownerId, projects.ownerId), eq(customers.id, projects.customerId)))
    .leftJoin(employees, and(eq(employees.ownerId, agendaEntries.ownerId), eq(employees.id, agendaEntries.employeeId)))
    .where(and(eq(agendaEntries.ownerId, ownerId), eq(agendaEntries.id, id), eq(agendaEntries.deleted, 0)));
  if (!row) throw fail('shift.unknown', { id });
  const addresses = await mainAddressLines(tx, ownerId, [row.projectId], row.date);
  return { customer: row.customer ?? '', address: addresses.get(row.projectId) ?? '', mobile: row.mobile ?? '' };
}
