import { AppShell, Box, Burger, Group, Progress, Text, ThemeIcon } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ModalsProvider } from '@mantine/modals';
import { IconBuilding } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches, useNavigation } from 'react-router';
import type { RouteHandle } from '../../router.tsx';
import { canOpen } from '../../routes.ts';
import { AccessDeniedPage } from '../pages/access-denied-page.tsx';
import { QueryProvider } from '../query-provider.tsx';
import { type Session, useSession } from '../session/session-store.ts';
import { useSessionCheck } from '../session/use-session-check.ts';
import { LanguageSwitch } from './language-switch.tsx';
import menuClasses from './nav-menu.module.css';
import { NavMenu } from './nav-menu.tsx';
import { PageSearch, PageSearchButton } from './page-search.tsx';
import { UserMenu } from './user-menu.tsx';

/** The deepest matched registry route decides access; the page itself is then not rendered. */
function useAllowed(session: Session): boolean {
  const matches = useMatches();
  const route = matches
    .map((match) => (match.handle as RouteHandle | undefined)?.appRoute)
    .filter((appRoute) => appRoute !== undefined)
    .at(-1);
  return route === undefined || canOpen(session.claims, route);
}

function Content({ session }: { session: Session }) {
  return useAllowed(session) ? <Outlet /> : <AccessDeniedPage />;
}

function Layout() {
  const { t } = useTranslation();
  const session = useSession();
  const navigation = useNavigation();
  const [opened, { toggle, close }] = useDisclosure(false);
  useSessionCheck();
  // The guard renders this layout only with a session; the check keeps types honest during logout.
  if (!session) return null;

  // Confirm dialogs are only used behind the login; providing them here keeps them off the login page's bundle.
  return (
    <ModalsProvider>
      <AppShell
        header={{ height: 60 }}
        navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !opened } }}
        padding={{ base: 'sm', sm: 'lg' }}
      >
        <AppShell.Header>
          {navigation.state === 'loading' && (
            <Progress
              value={100}
              animated
              size={2}
              radius={0}
              pos="absolute"
              top={0}
              left={0}
              right={0}
              aria-label={t('layout.loading')}
            />
          )}
          <Group h="100%" px="md" justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap" miw={0}>
              <Burger
                opened={opened}
                onClick={toggle}
                hiddenFrom="sm"
                size="sm"
                aria-label={t('layout.toggleMenu')}
                data-testid="nav-burger"
              />
              <ThemeIcon variant="light" size={36} radius="md" visibleFrom="xs">
                <IconBuilding size={20} />
              </ThemeIcon>
              <Box miw={0}>
                <Text fw={600} size="md" truncate data-testid="owner-name" lh={1.2}>
                  {session.ownerName || t('layout.appName')}
                </Text>
                <Text size="xs" c="dimmed" lh={1.2} visibleFrom="xs">
                  {t('layout.appName')}
                </Text>
              </Box>
            </Group>
            <Group gap="xs" wrap="nowrap">
              <PageSearchButton />
              <LanguageSwitch />
              <UserMenu session={session} />
            </Group>
          </Group>
        </AppShell.Header>

        <AppShell.Navbar p="sm">
          {/* The browser's own scrolling: Mantine's ScrollArea measured the hundred items of the menu on every page. */}
          <AppShell.Section grow className={menuClasses.scroll}>
            <NavMenu session={session} onNavigate={close} />
          </AppShell.Section>
        </AppShell.Navbar>

        <PageSearch session={session} />

        <AppShell.Main>
          <Box maw={1400} mx="auto">
            <Content session={session} />
          </Box>
        </AppShell.Main>
      </AppShell>
    </ModalsProvider>
  );
}

export function MainLayout() {
  return (
    <QueryProvider>
      <Layout />
    </QueryProvider>
  );
}
