import { Anchor, Text, TextInput, Title } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The title and one line under it, at the top of each session page's card. */
export function SessionHeading({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <div>
      <Title order={3}>{title}</Title>
      <Text size="sm" c="dimmed">
        {subtitle}
      </Text>
    </div>
  );
}

/** The login's e-mail address, the first field of its page. */
export function LoginEmailInput(props: {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('auth.email')}
      type="email"
      autoComplete="username"
      leftSection={<IconMail size={16} />}
      value={props.value}
      onChange={(event) => props.onChange(event.currentTarget.value)}
      error={props.error}
      data-testid={props.testId}
      autoFocus
    />
  );
}

/** The small centred link from one session page to another (forgot password, back to the login). */
export function SessionLink({ to, label, testId }: { to: string; label: string; testId?: string }) {
  return (
    <Anchor component={Link} to={to} size="sm" ta="center" data-testid={testId}>
      {label}
    </Anchor>
  );
}
