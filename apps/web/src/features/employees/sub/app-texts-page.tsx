import { LOCALES, type TOwner } from '@backoffice/domain';
import { Button, Group, Paper, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOwnerDraft } from './owner-draft.tsx';
import { OwnerSubPage } from './sub-page.tsx';

/** The texts of the employee app, one per language, kept in owner.settings.appTexts. */
export const APP_TEXT_KEYS = ['welcome', 'info'] as const;
type AppTextKey = (typeof APP_TEXT_KEYS)[number];
type AppTexts = Record<AppTextKey, Record<string, string>>;

function fromOwner(owner: TOwner): AppTexts {
  const stored = owner.settings.appTexts;
  const texts = { welcome: {}, info: {} } as AppTexts;
  for (const key of APP_TEXT_KEYS) {
    const perLanguage = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>)[key] : {};
    for (const language of LOCALES) {
      const value =
        typeof perLanguage === 'object' && perLanguage ? (perLanguage as Record<string, unknown>)[language] : '';
      texts[key][language] = typeof value === 'string' ? value : '';
    }
  }
  return texts;
}

function AppTextsEditor({ owner }: { owner: TOwner }) {
  const { t } = useTranslation();
  const { draft: texts, setDraft: setTexts, dirty, setDirty, save } = useOwnerDraft(owner, () => fromOwner(owner));

  const set = (key: AppTextKey, language: string, value: string) => {
    setTexts((current) => ({ ...current, [key]: { ...current[key], [language]: value } }));
    setDirty(true);
  };
  const onSave = () => {
    // Other keys under settings.appTexts (added later by the app) survive the save.
    const stored = owner.settings.appTexts;
    const appTexts = { ...(typeof stored === 'object' && stored !== null ? stored : {}), ...texts };
    save.mutate({ settings: { appTexts } }, { onSuccess: () => setDirty(false) });
  };

  return (
    <Stack gap="md">
      {APP_TEXT_KEYS.map((key) => (
        <Paper key={key} withBorder radius="md" p="md">
          <Text fw={600}>{t(`employeeSub.appTexts.${key}`)}</Text>
          <Text size="sm" c="dimmed" mb="sm">
            {t(`employeeSub.appTexts.${key}Hint`)}
          </Text>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            {LOCALES.map((language) => (
              <Textarea
                key={language}
                label={t(`languages.${language}`)}
                value={texts[key][language] ?? ''}
                onChange={(event) => set(key, language, event.currentTarget.value)}
                autosize
                minRows={2}
                maxRows={8}
                maxLength={4000}
                data-testid={`app-text-${key}-${language}`}
              />
            ))}
          </SimpleGrid>
        </Paper>
      ))}
      <Group justify="flex-end">
        <Button onClick={onSave} loading={save.isPending} disabled={!dirty} data-testid="sub-save">
          {t('common.save')}
        </Button>
      </Group>
    </Stack>
  );
}

export const AppTextsPage = () => <OwnerSubPage section="appTexts" testId="app-texts-page" editor={AppTextsEditor} />;
