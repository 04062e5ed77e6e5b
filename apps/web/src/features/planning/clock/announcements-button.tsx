import { ANNOUNCEMENT_FAILURES, CLOCK_CALLS } from '@backoffice/domain';
import { formatDate } from '@backoffice/domain/format';
import { Alert, Button, List, Modal, Stack, Text } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../platform/call.ts';
import { notifyError, notifySuccess } from '../../../platform/notices.ts';
import type { AnnouncementsAnswer } from './api.ts';

/** A shift as the button needs it: to send, and to name a failure. */
export interface AnnounceableShift {
  id: number;
  key: string;
  date: string;
  employeeName: string;
  projectName: string;
}

const REASON_KEYS = new Map<string, string>(Object.entries(ANNOUNCEMENT_FAILURES).map(([key, text]) => [text, key]));

/** The translated reason of a failure; a text we do not know is shown as the server wrote it. */
const reasonText = (t: TFunction, reason: string) => {
  const key = REASON_KEYS.get(reason);
  return key ? t(`clock.announce.reason.${key}`) : reason;
};

/**
 * Announces shifts to their customers after a confirmation; then tells what was sent and why the others were not.
 * `onDone` gets the shifts that failed, to leave them checked for another try (spec 000 §4).
 */
export function AnnouncementsButton<T extends AnnounceableShift>(props: {
  shifts: readonly T[];
  onDone?: (failed: T[], answer: AnnouncementsAnswer) => void;
}) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const [result, setResult] = useState<{ answer: AnnouncementsAnswer; failed: { shift?: T; reason: string }[] }>();
  const send = useMutation({
    mutationFn: (shifts: readonly T[]) => call(CLOCK_CALLS.announcements, { entries: shifts.map((s) => s.id) }),
    onSuccess: (answer, shifts) => {
      setAsking(false);
      const failed = answer.failed.map((f) => ({
        shift: shifts.find((s) => s.id === f.entry.id || (f.entry.key !== '' && s.key === f.entry.key)),
        reason: f.reason,
      }));
      if (failed.length === 0) notifySuccess(t('clock.announce.sentNotice', { count: answer.sent.length }));
      else setResult({ answer, failed });
      props.onDone?.(
        failed.flatMap((f) => (f.shift ? [f.shift] : [])),
        answer,
      );
    },
    onError: (error) => notifyError(error, { action: t('clock.announce.failed') }),
  });
  return (
    <>
      <Button
        size="xs"
        variant="light"
        color="indigo"
        leftSection={<IconMailForward size={16} />}
        onClick={() => setAsking(true)}
        data-testid="announce"
      >
        {t('clock.announce.open', { count: props.shifts.length })}
      </Button>
      <Modal opened={asking} onClose={() => setAsking(false)} title={t('clock.announce.confirmTitle')} size="md">
        <Stack gap="md">
          <Text size="sm">{t('clock.announce.confirmText', { count: props.shifts.length })}</Text>
          <Button
            onClick={() => send.mutate(props.shifts)}
            loading={send.isPending}
            leftSection={<IconMailForward size={16} />}
            data-testid="announce-send"
          >
            {t('clock.announce.send')}
          </Button>
        </Stack>
      </Modal>
      <Modal
        opened={result !== undefined}
        onClose={() => setResult(undefined)}
        title={t('clock.announce.resultTitle')}
        size="lg"
      >
        {result && (
          <Stack gap="sm" data-testid="announce-result">
            <Text size="sm">{t('clock.announce.sentCount', { count: result.answer.sent.length })}</Text>
            <Alert color="red" variant="light" title={t('clock.announce.failedCount', { count: result.failed.length })}>
              <List size="sm" spacing={4}>
                {result.failed.map((f, i) => (
                  <List.Item key={`${f.shift?.id ?? i}`} data-testid="announce-failure">
                    {f.shift ? `${formatDate(f.shift.date)} · ${f.shift.projectName} · ${f.shift.employeeName}: ` : ''}
                    <strong>{reasonText(t, f.reason)}</strong>
                  </List.Item>
                ))}
              </List>
            </Alert>
            <Text size="xs" c="dimmed">
              {t('clock.announce.stillChecked')}
            </Text>
            <Button variant="default" onClick={() => setResult(undefined)} data-testid="announce-result-close">
              {t('common.close')}
            </Button>
          </Stack>
        )}
      </Modal>
    </>
  );
}
