import '@mantine/spotlight/styles.layer.css';
import { Button, Kbd, Text, UnstyledButton } from '@mantine/core';
import { Spotlight, type SpotlightActionGroupData, spotlight } from '@mantine/spotlight';
import { IconSearch } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { menuFor, navTestId } from '../../routes.ts';
import type { Session } from '../session/session-store.ts';
import { MENU_ICONS } from './menu-icons.ts';

/** Ctrl+K (Cmd+K on a Mac) or the header's button: every page of the menu the user may open, found by its name. */
export function PageSearch({ session }: { session: Session }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const actions = useMemo<SpotlightActionGroupData[]>(
    () =>
      menuFor(session.claims).map((section) => ({
        group: t(`menu.group.${section.group}`),
        actions: section.items.map((route) => {
          const ItemIcon = MENU_ICONS[route.path];
          return {
            id: route.path,
            label: t(route.menu?.label ?? ''),
            description: t(`menu.group.${section.group}`),
            leftSection: ItemIcon ? <ItemIcon size={20} stroke={1.6} /> : null,
            onClick: () => navigate(route.path),
            'data-testid': `search-${navTestId(route.path)}`,
          };
        }),
      })),
    [session.claims, t, navigate],
  );
  return (
    <Spotlight
      actions={actions}
      shortcut={['mod + K']}
      limit={60}
      highlightQuery
      nothingFound={t('layout.search.nothingFound')}
      scrollable
      maxHeight={480}
      searchProps={{
        leftSection: <IconSearch size={18} stroke={1.6} />,
        placeholder: t('layout.search.placeholder'),
        'aria-label': t('layout.search.label'),
        // @ts-expect-error data attributes pass through to the input
        'data-testid': 'page-search-input',
      }}
    />
  );
}

/** The header's way into the search: a field-like button on wide screens, an icon on narrow ones. */
export function PageSearchButton() {
  const { t } = useTranslation();
  const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
  return (
    <>
      <Button
        variant="default"
        visibleFrom="md"
        w={240}
        justify="space-between"
        leftSection={<IconSearch size={16} stroke={1.6} />}
        rightSection={<Kbd size="xs">{isMac ? '⌘ K' : 'Ctrl K'}</Kbd>}
        onClick={() => spotlight.open()}
        aria-label={t('layout.search.label')}
        aria-keyshortcuts={isMac ? 'Meta+K' : 'Control+K'}
        data-testid="page-search"
        styles={{ label: { flex: 1 } }}
      >
        <Text span size="sm" c="dimmed" fw={400}>
          {t('layout.search.button')}
        </Text>
      </Button>
      <UnstyledButton
        hiddenFrom="md"
        onClick={() => spotlight.open()}
        aria-label={t('layout.search.label')}
        data-testid="page-search-icon"
        p={6}
        style={{ display: 'flex', borderRadius: 'var(--mantine-radius-md)' }}
      >
        <IconSearch size={20} stroke={1.6} />
      </UnstyledButton>
    </>
  );
}
