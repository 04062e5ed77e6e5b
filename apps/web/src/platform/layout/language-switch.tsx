import { Button } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { type ComponentType, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../i18n/i18n.ts';
import { notifyError } from '../notices.ts';
import type { LanguageMenuProps } from './language-menu.tsx';

type LanguageMenuType = ComponentType<LanguageMenuProps & { children: ReactNode }>;

// The menu's code (Mantine's Menu and its positioning) loads when it is first wanted, not with the login page.
const loadMenu = (): Promise<LanguageMenuType> => import('./language-menu.tsx').then((module) => module.LanguageMenu);

/** Language choice (en, nl, it, es, fr), kept in localStorage by changeLanguage. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const [Menu, setMenu] = useState<LanguageMenuType | null>(null);
  const [opened, setOpened] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const hadFocus = useRef(false);
  // The button becomes a new element inside the menu: a keyboard user who tabbed to it keeps the focus there.
  useEffect(() => {
    if (Menu && hadFocus.current && !opened) buttonRef.current?.focus();
  }, [Menu, opened]);

  const open = () => {
    setOpened(true);
    loadMenu().then(
      (loaded) => {
        hadFocus.current = document.activeElement === buttonRef.current;
        setMenu(() => loaded);
      },
      (error: unknown) => {
        setOpened(false);
        notifyError(error);
      },
    );
  };
  // Fetched when pointed at or tabbed to, so a click rarely waits; the button itself stays until it is clicked (a
  // menu that replaced it between the press and the release of the mouse button swallowed that click).
  const prefetch = () => void loadMenu().catch(() => undefined);
  const button = (
    <Button
      ref={buttonRef}
      variant="subtle"
      color="gray"
      size="compact-md"
      leftSection={<IconLanguage size={18} />}
      aria-label={t('layout.language')}
      aria-haspopup="menu"
      data-testid="language-switch"
      data-language={i18n.resolvedLanguage}
      onPointerEnter={Menu ? undefined : prefetch}
      onFocus={Menu ? undefined : prefetch}
      onClick={Menu ? undefined : open}
    >
      {currentLanguage().toUpperCase()}
    </Button>
  );
  return Menu ? (
    <Menu opened={opened} onChange={setOpened}>
      {button}
    </Menu>
  ) : (
    button
  );
}
