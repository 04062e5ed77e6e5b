import { zMultiEmail } from '@backoffice/domain';
import { Alert, Group, Input, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextField } from '../open-invoices/rich-text-field.tsx';

/** A read-only fact shown above the mail (invoice number, date). */
interface MailFact {
  label: string;
  value: string;
  testId: string;
}

export interface MailComposeProps {
  /** Prefix of every test id: `${testId}-recipient`, `-subject`, `-message`, `-attachments`. */
  testId: string;
  facts: MailFact[];
  recipient: string;
  /** Without it the recipient is read-only (reminders go to the customer's reminder address, spec 000 §5). */
  onRecipient?: (value: string) => void;
  subject: string;
  onSubject: (value: string) => void;
  /** The body the editor starts with; `messageKey` starts it again (another template). */
  initialMessage: string;
  messageKey: string;
  onMessage: (html: string) => void;
  /** File names of what goes with the mail. */
  attachments: string[];
  /** Labels above the mail (reminder level, language). */
  badges?: ReactNode;
  /** Shown instead of nothing when the mail cannot go (no recipient). */
  alert?: ReactNode;
  /** After sending: everything read-only. */
  readOnly: boolean;
}

/** Whether a recipient field holds one or more valid addresses (comma-separated). */
export const isValidRecipient = (value: string) => {
  const parsed = zMultiEmail.safeParse(value);
  return parsed.success && parsed.data !== '';
};

/**
 * The mail as it will go out, for the reminder and the send-invoice dialogs alike: facts and recipient, the subject
 * and rich-text body from the template (editable), and the attachments.
 */
export function MailCompose(props: MailComposeProps) {
  const { t } = useTranslation();
  const { testId, recipient, onRecipient, readOnly } = props;
  const editable = Boolean(onRecipient) && !readOnly;
  const recipientError =
    editable && recipient.trim() !== '' && !isValidRecipient(recipient)
      ? t('invoices.mail.invalidRecipient')
      : undefined;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: props.facts.length + 1 }}>
        {props.facts.map((fact) => (
          <TextInput
            key={fact.testId}
            label={fact.label}
            value={fact.value}
            readOnly
            variant="filled"
            data-testid={fact.testId}
          />
        ))}
        <TextInput
          label={t('invoices.mail.recipient')}
          value={editable ? recipient : recipient || '-'}
          onChange={(event) => onRecipient?.(event.currentTarget.value)}
          readOnly={!editable}
          variant={editable ? 'default' : 'filled'}
          required={editable}
          error={recipientError}
          description={editable ? t('invoices.mail.recipientHint') : undefined}
          data-testid={`${testId}-recipient`}
        />
      </SimpleGrid>
      {props.badges && <Group gap="xs">{props.badges}</Group>}
      {props.alert}
      <TextInput
        label={t('invoices.mail.subject')}
        value={props.subject}
        onChange={(event) => props.onSubject(event.currentTarget.value)}
        readOnly={readOnly}
        required
        data-testid={`${testId}-subject`}
      />
      <RichTextField
        key={props.messageKey}
        label={t('invoices.mail.message')}
        initialValue={props.initialMessage}
        onChange={props.onMessage}
        readOnly={readOnly}
        testId={`${testId}-message`}
      />
      <Input.Wrapper label={t('invoices.mail.attachments')} data-testid={`${testId}-attachments`}>
        {props.attachments.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('invoices.mail.noAttachments')}
          </Text>
        ) : (
          <Group gap="xs" mt={4}>
            {props.attachments.map((name) => (
              <Alert key={name} variant="light" color="gray" p={6} icon={<IconPaperclip size={14} />}>
                <Text size="sm">{name}</Text>
              </Alert>
            ))}
          </Group>
        )}
      </Input.Wrapper>
    </Stack>
  );
}
