import { Box, Center, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBuilding } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { LanguageSwitch } from './language-switch.tsx';

/** Login, password reset and the mobile hint: a centred card with the language choice above it. */
export function SessionLayout() {
  const { t } = useTranslation();
  return (
    <Box
      mih="100vh"
      style={{ background: 'linear-gradient(160deg, var(--mantine-color-teal-0), var(--mantine-color-gray-0) 60%)' }}
    >
      <Group justify="flex-end" p="md">
        <LanguageSwitch />
      </Group>
      <Center px="md" pb="xl">
        <Stack w="100%" maw={420} gap="lg">
          <Group gap="sm" justify="center">
            <ThemeIcon size={44} radius="md">
              <IconBuilding size={26} />
            </ThemeIcon>
            <Text fw={700} size="xl">
              {t('layout.appName')}
            </Text>
          </Group>
          <Paper withBorder shadow="sm" radius="lg" p="xl">
            <Outlet />
          </Paper>
        </Stack>
      </Center>
    </Box>
  );
}
