import { Anchor, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconDeviceMobile } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Users without employer_portal land here after setting a password: they work in the mobile app. */
export function LoginMobilePage() {
  const { t } = useTranslation();
  return (
    <Stack align="center" ta="center" gap="sm" data-testid="login-mobile-page">
      <ThemeIcon size={56} radius="xl" variant="light">
        <IconDeviceMobile size={30} />
      </ThemeIcon>
      <Title order={3}>{t('loginMobile.title')}</Title>
      <Text c="dimmed">{t('loginMobile.text')}</Text>
      <Anchor component={Link} to="/Session/Auth" size="sm">
        {t('loginMobile.toLogin')}
      </Anchor>
    </Stack>
  );
}
