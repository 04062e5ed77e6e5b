import { NavLink, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterLink, useLocation } from 'react-router';
import { menuFor, navTestId } from '../../routes.ts';
import type { Session } from '../session/session-store.ts';

/** The navbar menu, from the route registry: grouped, and only what the user's roles allow. */
export function NavMenu({ session, onNavigate }: { session: Session; onNavigate: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Stack gap="md" data-testid="nav-menu">
      {menuFor(session.claims).map((section) => (
        <div key={section.group} data-testid={`nav-group-${section.group}`}>
          <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mb={4}>
            {t(`menu.group.${section.group}`)}
          </Text>
          {section.items.map((route) => {
            const ItemIcon = route.menu?.icon;
            const active = route.path === '/' ? pathname === '/' : pathname.startsWith(route.path);
            return (
              <NavLink
                key={route.path}
                component={RouterLink}
                to={route.path}
                end={route.path === '/'}
                label={t(route.menu?.label ?? '')}
                leftSection={ItemIcon ? <ItemIcon size={18} stroke={1.6} /> : null}
                active={active}
                onClick={onNavigate}
                data-testid={navTestId(route.path)}
                style={{ borderRadius: 'var(--mantine-radius-md)' }}
              />
            );
          })}
        </div>
      ))}
    </Stack>
  );
}
