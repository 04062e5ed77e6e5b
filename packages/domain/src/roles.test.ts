import { describe, expect, it } from 'vitest';
import { type Area, canAccess, canUseBackOffice, GATES, landingAfterPasswordSet, ROLES } from './roles.ts';

describe('role gates (DESIGN §6)', () => {
  it('lets admin and a system administrator through every gate', () => {
    for (const area of Object.keys(GATES) as Area[]) {
      for (const level of ['read', 'write', 'admin'] as const) {
        expect(canAccess({ roles: ['admin'] }, area, level)).toBe(true);
        expect(canAccess({ roles: [], sysAdmin: true }, area, level)).toBe(true);
      }
    }
  });

  it('gives limited roles read access only', () => {
    expect(canAccess({ roles: ['employees_limited'] }, 'employees', 'read')).toBe(true);
    expect(canAccess({ roles: ['employees_limited'] }, 'employees', 'write')).toBe(false);
    expect(canAccess({ roles: ['planning_limited'] }, 'planning', 'read')).toBe(true);
    expect(canAccess({ roles: ['show_planning'] }, 'planning', 'write')).toBe(false);
    expect(canAccess({ roles: ['planning_edit'] }, 'planning', 'write')).toBe(true);
  });

  it('keeps the stricter admin actions for their admin roles', () => {
    expect(canAccess({ roles: ['show_purchases'] }, 'purchases', 'write')).toBe(true);
    expect(canAccess({ roles: ['show_purchases'] }, 'purchases', 'admin')).toBe(false);
    expect(canAccess({ roles: ['purchase_admin'] }, 'purchases', 'admin')).toBe(true);
    expect(canAccess({ roles: ['show_payments'] }, 'payments', 'admin')).toBe(false);
    expect(canAccess({ roles: ['accounting_admin'] }, 'accounting', 'admin')).toBe(true);
    expect(canAccess({ roles: ['show_financial'] }, 'financial', 'write')).toBe(false);
  });

  it('lets the employee app clock with employee_portal, and back-office roles not', () => {
    expect(canAccess({ roles: ['employee_portal'] }, 'employeeApp', 'write')).toBe(true);
    expect(canAccess({ roles: ['planning_edit', 'employer_portal'] }, 'employeeApp', 'write')).toBe(false);
  });

  it('reserves settings and users for admin', () => {
    for (const role of ROLES.filter((r) => r !== 'admin')) {
      expect(canAccess({ roles: [role] }, 'settings', 'read'), role).toBe(false);
    }
  });

  it('refuses the back office to employee_portal and basic alone', () => {
    expect(canUseBackOffice({ roles: ['employee_portal'] })).toBe(false);
    expect(canUseBackOffice({ roles: ['basic', 'employee_portal'] })).toBe(false);
    expect(canUseBackOffice({ roles: ['employer_portal'] })).toBe(true);
    expect(canUseBackOffice({ roles: ['admin'] })).toBe(true);
  });

  it('sends employer_portal holders to the web login after a password is set, others to the mobile login', () => {
    expect(landingAfterPasswordSet({ roles: ['employer_portal', 'employee_portal'] })).toBe('/Session/Auth');
    expect(landingAfterPasswordSet({ roles: ['employee_portal'] })).toBe('/Session/LoginMobile');
    expect(landingAfterPasswordSet({ roles: ['admin'] })).toBe('/Session/LoginMobile');
  });
});
