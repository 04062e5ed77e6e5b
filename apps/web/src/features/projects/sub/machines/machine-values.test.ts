import { ZMachine, ZMachineHistory } from '@backoffice/domain';
import { describe, expect, it } from 'vitest';
import { blankHistory, blankMachine, idFrom, idValue, machineValues } from './machine-values.ts';

describe('machine values', () => {
  it('saves a listed machine without its name columns', () => {
    const row = {
      ...blankMachine(),
      id: 3,
      name: 'Schrobzuiger',
      projectName: 'P',
      employeeName: 'E',
      machineTypeName: 'T',
    };
    expect(machineValues(row)).toEqual({ ...blankMachine(), id: 3, name: 'Schrobzuiger' });
  });

  it('needs a name for a new machine', () => {
    expect(ZMachine.safeParse(blankMachine()).success).toBe(false);
    expect(ZMachine.safeParse({ ...blankMachine(), name: 'Stofzuiger' }).success).toBe(true);
  });

  it("starts a history line today at the machine's current place", () => {
    const line = blankHistory({ id: 3, projectId: 5, employeeId: 7 });
    expect(line).toMatchObject({ id: 0, machineId: 3, projectId: 5, employeeId: 7 });
    expect(ZMachineHistory.safeParse(line).success).toBe(true);
  });

  it('maps "none" to 0 and back', () => {
    expect([idValue(0), idValue(4)]).toEqual([null, '4']);
    expect([idFrom(null), idFrom('4')]).toEqual([0, 4]);
  });
});
