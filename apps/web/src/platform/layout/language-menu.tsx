import { Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage, LANGUAGES } from '../i18n/i18n.ts';
import { notifyError } from '../notices.ts';

export interface LanguageMenuProps {
  opened: boolean;
  onChange: (opened: boolean) => void;
}

/** The language menu around its button (LanguageSwitch holds whether it is open: a click may come before the code). */
export function LanguageMenu({ children, opened, onChange }: LanguageMenuProps & { children: ReactNode }) {
  const { t } = useTranslation();
  const active = currentLanguage();
  return (
    <Menu position="bottom-end" shadow="md" width={180} opened={opened} onChange={onChange}>
      <Menu.Target>{children}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('layout.language')}</Menu.Label>
        {LANGUAGES.map((language) => (
          <Menu.Item
            key={language}
            data-testid={`language-option-${language}`}
            rightSection={language === active ? <IconCheck size={16} /> : null}
            onClick={() => {
              changeLanguage(language).catch((error: unknown) => notifyError(error));
            }}
          >
            {t(`languages.${language}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
