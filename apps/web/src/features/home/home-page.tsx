import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../platform/session/session-store.ts';
import { menuFor } from '../../routes.ts';
import { EmployeeWidgets } from './employee-widgets.tsx';

/** Welcome and shortcuts to what the user may open; later modules add their widgets here. */
export function HomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  if (!session) return null;
  const shortcuts = menuFor(session.claims)
    .flatMap((section) => section.items)
    .filter((route) => route.path !== '/');

  return (
    <Stack gap="lg" data-testid="home-page">
      <div>
        <Title order={2}>{t('home.welcome', { name: session.claims.userName })}</Title>
        <Text c="dimmed" data-testid="home-owner">
          {t('home.owner', { owner: session.ownerName })}
        </Text>
      </div>
      <EmployeeWidgets />
      {shortcuts.length > 0 && (
        <div>
          <Text fw={600} mb="xs">
            {t('home.shortcuts')}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
            {shortcuts.map((route) => {
              const RouteIcon = route.menu?.icon;
              return (
                <UnstyledButton
                  key={route.path}
                  onClick={() => navigate(route.path)}
                  data-testid={`home-link${route.path.replace(/\//g, '-')}`}
                >
                  <Card withBorder radius="md" padding="md" className="bo-hover-card">
                    <Group gap="sm" wrap="nowrap">
                      {RouteIcon && (
                        <ThemeIcon variant="light" size={40} radius="md">
                          <RouteIcon size={22} stroke={1.6} />
                        </ThemeIcon>
                      )}
                      <div>
                        <Text fw={600}>{t(route.menu?.label ?? '')}</Text>
                        <Text size="xs" c="dimmed">
                          {t(`menu.group.${route.menu?.group ?? 'home'}`)}
                        </Text>
                      </div>
                    </Group>
                  </Card>
                </UnstyledButton>
              );
            })}
          </SimpleGrid>
        </div>
      )}
    </Stack>
  );
}
