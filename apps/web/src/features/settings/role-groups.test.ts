import { ROLES } from '@backoffice/domain';
import { describe, expect, it } from 'vitest';
import { ROLE_GROUPS } from './role-groups.ts';

describe('ROLE_GROUPS', () => {
  it('offers every role exactly once', () => {
    const offered = ROLE_GROUPS.flatMap((group) => group.roles);
    expect([...offered].sort()).toEqual([...ROLES].sort());
  });
});
