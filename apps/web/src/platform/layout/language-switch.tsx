import { Button, Menu } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage, LANGUAGES } from '../i18n/i18n.ts';
import { notifyError } from '../notices.ts';

/** Language choice (en, nl, it, es, fr), kept in localStorage by changeLanguage. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const active = currentLanguage();
  return (
    <Menu position="bottom-end" shadow="md" width={180}>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          size="compact-md"
          leftSection={<IconLanguage size={18} />}
          aria-label={t('layout.language')}
          data-testid="language-switch"
          data-language={i18n.resolvedLanguage}
        >
          {active.toUpperCase()}
        </Button>
      </Menu.Target>
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
