import { ABSENCE_CALLS, ABSENCE_STATUS } from '@backoffice/domain';
import { Alert, Badge, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../platform/call.ts';
import { DialogFooter } from '../../../platform/forms/dialog-footer.tsx';
import { notifyError, notifySuccess } from '../../../platform/notices.ts';
import { AbsentHeading } from './absence-columns.tsx';
import { type AbsentRow, useRefreshAbsences } from './api.ts';

type Answerable = Pick<AbsentRow, 'status' | 'decision'>;

/** A response can be sent once the request is approved or denied (again after the answer changed). */
export const canRespond = (row: Answerable) =>
  row.status === ABSENCE_STATUS.approved || row.status === ABSENCE_STATUS.denied;

/** The answer it does not have yet: a request, the other answer, or the other answer after a response. */
const currentAnswer = (row: Answerable) => (row.status === ABSENCE_STATUS.responseSent ? row.decision : row.status);
export const canApprove = (row: Answerable) => currentAnswer(row) !== ABSENCE_STATUS.approved;
export const canDeny = (row: Answerable) => currentAnswer(row) !== ABSENCE_STATUS.denied;

/** "Send response": mails the employee the answer with the planner's message and sets the status to 4. */
export function ResponseDialog({ absent, onClose }: { absent: AbsentRow; onClose: () => void }) {
  const { t } = useTranslation();
  const refresh = useRefreshAbsences();
  const [message, setMessage] = useState(absent.response);
  const approved = absent.status === ABSENCE_STATUS.approved;

  const send = useMutation({
    mutationFn: () =>
      call(ABSENCE_CALLS.saveAbsent, {
        ...absent,
        status: ABSENCE_STATUS.responseSent,
        response: message,
      }),
    onSuccess: async () => {
      notifySuccess(t('absences.response.sent'));
      onClose();
      await refresh();
    },
    onError: (error) => notifyError(error, { action: t('absences.response.failed') }),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (canRespond(absent) && !send.isPending) send.mutate();
  };

  return (
    <Modal opened onClose={onClose} title={t('absences.response.title')} size="lg">
      <form onSubmit={onSubmit} noValidate data-testid="response-dialog">
        <Stack gap="md">
          <AbsentHeading absent={absent} t={t}>
            <Group gap="xs">
              <Text size="sm">{t('absences.response.answer')}</Text>
              <Badge color={approved ? 'teal' : 'red'} variant="light" data-testid="response-answer">
                {t(`absences.statuses.${absent.status}`)}
              </Badge>
            </Group>
          </AbsentHeading>
          {!canRespond(absent) && (
            <Alert color="orange" data-testid="response-needs-decision">
              {t('serverErrors.absence.responseNeedsDecision')}
            </Alert>
          )}
          <Textarea
            label={t('absences.response.message')}
            description={t('absences.response.messageHint')}
            value={message}
            onChange={(event) => setMessage(event.currentTarget.value)}
            autosize
            minRows={4}
            maxRows={10}
            maxLength={2000}
            data-autofocus
            data-testid="response-message"
          />
          <Group gap={6}>
            <IconMail size={16} />
            <Text size="xs" c="dimmed">
              {t('absences.response.mailHint')}
            </Text>
          </Group>
          <DialogFooter
            onCancel={onClose}
            saving={send.isPending}
            saveLabel={t('absences.response.send')}
            cancelTestId="dialog-cancel"
            saveTestId="dialog-save"
          />
        </Stack>
      </form>
    </Modal>
  );
}
