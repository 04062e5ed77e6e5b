import { Collapse } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { memo, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { type AppRoute, type MenuGroup, menuFor, navTestId } from '../../routes.ts';
import type { Session } from '../session/session-store.ts';
import { readJson, writeJson } from '../storage.ts';
import { MENU_ICONS } from './menu-icons.ts';
import classes from './nav-menu.module.css';

const COLLAPSED_KEY = 'menu.collapsed';

const isActive = (route: AppRoute, pathname: string) =>
  route.path === '/' ? pathname === '/' : pathname === route.path || pathname.startsWith(`${route.path}/`);

function readCollapsed(): MenuGroup[] {
  const stored = readJson(COLLAPSED_KEY);
  return Array.isArray(stored) ? stored.filter((group): group is MenuGroup => typeof group === 'string') : [];
}

/** Which groups are folded, kept in localStorage; the group of the page being shown unfolds when it opens. */
function useCollapsedGroups(current: MenuGroup | undefined) {
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const change = (next: MenuGroup[]) => {
    setCollapsed(next);
    writeJson(COLLAPSED_KEY, next);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of the page's group unfolds it
  useEffect(() => {
    if (current && collapsed.includes(current)) change(collapsed.filter((group) => group !== current));
  }, [current]);
  const toggle = (group: MenuGroup) =>
    change(collapsed.includes(group) ? collapsed.filter((other) => other !== group) : [...collapsed, group]);
  return { collapsed, toggle };
}

/**
 * The navbar menu, from the route registry: grouped, foldable, and only what the user's roles allow. It holds about a
 * hundred items on every page behind the login, more than half of a page's elements: plain elements with the module's
 * classes instead of Mantine's components (NavLink, Group, Text), one element per item besides its icon, and no render
 * again when the layout around it renders (issue 15: a page's first style recalculation and render).
 */
export const NavMenu = memo(function NavMenu({ session, onNavigate }: { session: Session; onNavigate: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const sections = menuFor(session.claims);
  const current = sections.find((section) => section.items.some((route) => isActive(route, pathname)))?.group;
  const { collapsed, toggle } = useCollapsedGroups(current);
  return (
    <nav className={classes.menu} data-testid="nav-menu" aria-label={t('layout.menu')}>
      {sections.map((section) => {
        const open = !collapsed.includes(section.group);
        const listId = `nav-list-${section.group}`;
        return (
          <div key={section.group} data-testid={`nav-group-${section.group}`}>
            <button
              type="button"
              onClick={() => toggle(section.group)}
              aria-expanded={open}
              aria-controls={listId}
              className={classes.group}
              data-testid={`nav-toggle-${section.group}`}
            >
              {t(`menu.group.${section.group}`)}
              <IconChevronRight size={14} aria-hidden className={classes.chevron} />
            </button>
            <Collapse expanded={open} id={listId} keepMounted={false}>
              {section.items.map((route) => {
                const ItemIcon = MENU_ICONS[route.path];
                const active = isActive(route, pathname);
                return (
                  <Link
                    key={route.path}
                    to={route.path}
                    className={classes.item}
                    data-active={active || undefined}
                    aria-current={active ? 'page' : undefined}
                    onClick={onNavigate}
                    data-testid={navTestId(route.path)}
                  >
                    {ItemIcon ? <ItemIcon size={18} stroke={1.6} aria-hidden className={classes.icon} /> : null}
                    {t(route.menu?.label ?? '')}
                  </Link>
                );
              })}
            </Collapse>
          </div>
        );
      })}
    </nav>
  );
});
