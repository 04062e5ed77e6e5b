import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconDevicesOff, IconKey, IconLogout } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { logout } from '../session/logout.ts';
import type { Session } from '../session/session-store.ts';
import { ChangePasswordDialog } from './change-password-dialog.tsx';

export function UserMenu({ session }: { session: Session }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const userName = session.claims.userName;
  const [changingPassword, setChangingPassword] = useState(false);
  return (
    <>
      <Menu position="bottom-end" shadow="md" width={240}>
        <Menu.Target>
          <UnstyledButton data-testid="user-menu" aria-label={t('layout.userMenu')}>
            <Group gap={8} wrap="nowrap">
              <Avatar size={30} radius="xl" color="teal" name={userName} />
              <Text size="sm" fw={500} visibleFrom="sm" maw={200} truncate>
                {userName}
              </Text>
              <IconChevronDown size={14} />
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{t('layout.signedInAs')}</Menu.Label>
          <Menu.Item disabled>
            <Text size="sm" truncate>
              {userName}
            </Text>
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item
            leftSection={<IconKey size={16} />}
            onClick={() => setChangingPassword(true)}
            data-testid="change-password"
          >
            {t('employees.changePassword.menu')}
          </Menu.Item>
          <Menu.Item
            color="red"
            leftSection={<IconLogout size={16} />}
            data-testid="logout"
            onClick={() => void logout().then(() => navigate('/Session/Auth', { replace: true }))}
          >
            {t('layout.logout')}
          </Menu.Item>
          <Menu.Item
            color="red"
            leftSection={<IconDevicesOff size={16} />}
            data-testid="logout-everywhere"
            onClick={() => void logout(true).then(() => navigate('/Session/Auth', { replace: true }))}
          >
            {t('layout.logoutEverywhere')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {changingPassword && <ChangePasswordDialog onClose={() => setChangingPassword(false)} />}
    </>
  );
}
