import type { Role } from '@backoffice/domain';
import { Checkbox, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLE_GROUPS } from './role-groups.ts';

interface RoleCheckboxesProps {
  value: Role[];
  onChange: (roles: Role[]) => void;
  error?: ReactNode;
  /** Each box is `<testId>-<role>`, each group `<testId>-group-<group>`. */
  testId: string;
  errorTestId?: string;
}

/** A user's roles as checkboxes in the office's groups (who may log in where, then one group per area). */
export function RoleCheckboxes({ value, onChange, error, testId, errorTestId }: RoleCheckboxesProps) {
  const { t } = useTranslation();
  const toggle = (role: Role, checked: boolean) => {
    const others = value.filter((other) => other !== role);
    onChange(checked ? [...others, role] : others);
  };
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md" verticalSpacing="md">
        {ROLE_GROUPS.map(({ group, roles }) => (
          <Stack key={group} gap={6} data-testid={`${testId}-group-${group}`}>
            <Text size="xs" fw={700} c="dimmed" tt="uppercase">
              {t(`users.groups.${group}`)}
            </Text>
            {roles.map((role) => (
              <Checkbox
                key={role}
                label={t(`roles.${role}`)}
                checked={value.includes(role)}
                onChange={(event) => toggle(role, event.currentTarget.checked)}
                data-testid={`${testId}-${role}`}
              />
            ))}
          </Stack>
        ))}
      </SimpleGrid>
      {error && (
        <Text c="red" size="xs" mt={6} data-testid={errorTestId}>
          {error}
        </Text>
      )}
    </>
  );
}
