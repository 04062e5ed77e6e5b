import {
  ABSENCE_CALLS,
  ANNOUNCEMENT_DAYS,
  ANNOUNCEMENTS,
  callKey,
  DEFAULT_ABSENT_COLORS,
  EMPLOYEE_TOOLTIP_FIELDS,
  PLAN_AHEAD_WEEKS,
  PROJECT_TOOLTIP_FIELDS,
  type TPlanningSettings,
  ZSaveAbsentLegendsRequest,
} from '@backoffice/domain';
import {
  Button,
  Checkbox,
  ColorInput,
  Grid,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCallMutation } from '../../../platform/call.ts';
import { SegmentedChoice } from '../../../platform/forms/segmented-choice.tsx';
import { notifyError, notifySuccess } from '../../../platform/notices.ts';
import { PageLoader } from '../../../platform/pages/page-loader.tsx';
import { useCanAccess } from '../../../platform/session/session-store.ts';
import { KindLabel } from './absence-columns.tsx';
import { usePlanningSettings } from './api.ts';

const SWATCHES = Object.values(DEFAULT_ABSENT_COLORS).concat(['#40c057', '#fab005', '#e64980', '#15aabf']);

interface SectionProps {
  title: string;
  intro: string;
  testId: string;
  /** The section's own save button, shown with write access. */
  save: { onClick: () => void; saving: boolean; disabled?: boolean; testId: string } | false;
  children: ReactNode;
}

/** One card of the page, saved on its own. */
function Section({ title, intro, testId, save, children }: SectionProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="lg" data-testid={testId}>
      <Text fw={600}>{title}</Text>
      <Text size="sm" c="dimmed" mb="md">
        {intro}
      </Text>
      {children}
      {save && (
        <Group justify="flex-end" mt="md">
          <Button onClick={save.onClick} loading={save.saving} disabled={save.disabled} data-testid={save.testId}>
            {t('common.save')}
          </Button>
        </Group>
      )}
    </Paper>
  );
}

/** The fields a week view's tooltip shows, one checkbox each. */
function TooltipFields(props: {
  label: string;
  fields: readonly string[];
  value: string[];
  onChange: (value: string[]) => void;
  disabled: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Checkbox.Group label={props.label} value={props.value} onChange={props.onChange} data-testid={props.testId}>
      <Stack gap={6} mt="xs">
        {props.fields.map((field) => (
          <Checkbox key={field} value={field} label={t(`absences.tooltipFields.${field}`)} disabled={props.disabled} />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}

/** Both saves answer the settings as stored: the page shows them without reading them again. */
function useSaveSettings<D extends typeof ABSENCE_CALLS.saveAbsentLegends | typeof ABSENCE_CALLS.savePlanningSettings>(
  declaration: D,
) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useCallMutation(declaration, {
    onSuccess: (saved) => {
      queryClient.setQueryData(callKey(ABSENCE_CALLS.planningSettings, {}), saved);
      notifySuccess(t('absences.settings.saved'));
    },
    onError: (error) => notifyError(error, { action: t('absences.settings.saveFailed') }),
  });
}

function SettingsForm({ settings, canWrite }: { settings: TPlanningSettings; canWrite: boolean }) {
  const { t } = useTranslation();
  const [legends, setLegends] = useState(settings.absentLegends);
  const [employeeTips, setEmployeeTips] = useState<string[]>(settings.employeePlanningTooltips);
  const [projectTips, setProjectTips] = useState<string[]>(settings.projectPlanningTooltips);
  const [announcement, setAnnouncement] = useState(settings.announcementDefaults);
  const [planAhead, setPlanAhead] = useState(settings.planAheadWeeks);
  const saveLegends = useSaveSettings(ABSENCE_CALLS.saveAbsentLegends);
  const saveTooltips = useSaveSettings(ABSENCE_CALLS.savePlanningSettings);
  const saveAnnouncement = useSaveSettings(ABSENCE_CALLS.savePlanningSettings);
  const savePlanAhead = useSaveSettings(ABSENCE_CALLS.savePlanningSettings);
  const legendCheck = ZSaveAbsentLegendsRequest.safeParse({ legends });
  const badColor = (i: number) =>
    !legendCheck.success && legendCheck.error.issues.some((issue) => issue.path[1] === i)
      ? t('absences.settings.badColor')
      : undefined;
  const setLegend = (i: number, patch: Partial<(typeof legends)[number]>) =>
    setLegends((current) => current.map((legend, j) => (j === i ? { ...legend, ...patch } : legend)));

  return (
    <Stack gap="md">
      <Section
        title={t('absences.settings.legendTitle')}
        intro={t('absences.settings.legendIntro')}
        testId="settings-legends"
        save={
          canWrite && {
            onClick: () => legendCheck.success && saveLegends.mutate({ legends }),
            saving: saveLegends.isPending,
            disabled: !legendCheck.success,
            testId: 'legends-save',
          }
        }
      >
        {/* On a phone the kind takes its own line, so the colour and the name keep a usable width. */}
        <Stack gap="xs">
          {legends.map((legend, i) => (
            <Grid key={legend.kind} gap="xs" align="center">
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <KindLabel kind={legend.kind} t={t} legends={legends} />
              </Grid.Col>
              <Grid.Col span={{ base: 6, sm: 3 }}>
                <ColorInput
                  aria-label={`${t('absences.settings.color')} ${t(`absences.kinds.${legend.kind}`)}`}
                  value={legend.color}
                  onChange={(color) => setLegend(i, { color })}
                  format="hex"
                  swatches={SWATCHES}
                  error={badColor(i)}
                  disabled={!canWrite}
                  data-testid={`legend-color-${legend.kind}`}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 6, sm: 5 }}>
                <TextInput
                  aria-label={`${t('absences.settings.label')} ${t(`absences.kinds.${legend.kind}`)}`}
                  placeholder={t(`absences.kinds.${legend.kind}`)}
                  value={legend.label}
                  onChange={(event) => setLegend(i, { label: event.currentTarget.value })}
                  maxLength={60}
                  disabled={!canWrite}
                  data-testid={`legend-label-${legend.kind}`}
                />
              </Grid.Col>
            </Grid>
          ))}
        </Stack>
      </Section>

      <Section
        title={t('absences.settings.tooltipTitle')}
        intro={t('absences.settings.tooltipIntro')}
        testId="settings-tooltips"
        save={
          canWrite && {
            onClick: () =>
              saveTooltips.mutate({ employeePlanningTooltips: employeeTips, projectPlanningTooltips: projectTips }),
            saving: saveTooltips.isPending,
            testId: 'tooltips-save',
          }
        }
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TooltipFields
            label={t('absences.settings.byEmployee')}
            fields={EMPLOYEE_TOOLTIP_FIELDS}
            value={employeeTips}
            onChange={setEmployeeTips}
            disabled={!canWrite}
            testId="tooltips-employee"
          />
          <TooltipFields
            label={t('absences.settings.byProject')}
            fields={PROJECT_TOOLTIP_FIELDS}
            value={projectTips}
            onChange={setProjectTips}
            disabled={!canWrite}
            testId="tooltips-project"
          />
        </SimpleGrid>
      </Section>

      <Section
        title={t('absences.settings.announcementTitle')}
        intro={t('absences.settings.announcementIntro')}
        testId="settings-announcements"
        save={
          canWrite && {
            onClick: () => saveAnnouncement.mutate({ announcementDefaults: announcement }),
            saving: saveAnnouncement.isPending,
            testId: 'announcement-save',
          }
        }
      >
        <Group align="flex-end" gap="lg">
          <SegmentedChoice<number>
            label={t('projects.fields.announcementMode')}
            value={announcement.mode}
            onChange={(mode) => setAnnouncement({ ...announcement, mode })}
            data={ANNOUNCEMENTS.map((code) => ({ value: code, label: t(`projects.announcement.${code}`) }))}
            disabled={!canWrite}
            data-testid="announcement-mode"
          />
          <NumberInput
            label={t('absences.settings.announcementDays')}
            value={announcement.days}
            onChange={(days) => setAnnouncement({ ...announcement, days: typeof days === 'number' ? days : 1 })}
            min={ANNOUNCEMENT_DAYS.min}
            max={ANNOUNCEMENT_DAYS.max}
            clampBehavior="strict"
            allowDecimal={false}
            disabled={!canWrite || announcement.mode === 1}
            w={120}
            data-testid="announcement-days"
          />
        </Group>
      </Section>

      <Section
        title={t('absences.settings.horizonTitle')}
        intro={t('absences.settings.horizonIntro')}
        testId="settings-horizon"
        save={
          canWrite && {
            onClick: () => savePlanAhead.mutate({ planAheadWeeks: planAhead }),
            saving: savePlanAhead.isPending,
            testId: 'horizon-save',
          }
        }
      >
        <NumberInput
          label={t('absences.settings.horizonWeeks')}
          value={planAhead}
          onChange={(weeks) => setPlanAhead(typeof weeks === 'number' ? weeks : 0)}
          min={PLAN_AHEAD_WEEKS.min}
          max={PLAN_AHEAD_WEEKS.max}
          clampBehavior="strict"
          allowDecimal={false}
          disabled={!canWrite}
          w={160}
          data-testid="horizon-weeks"
        />
      </Section>
    </Stack>
  );
}

/** Planning/GeneralSettings: the absence legend, the week view's tooltips, the announcement defaults, plan ahead. */
export function PlanningSettingsPage() {
  const { t } = useTranslation();
  const canWrite = useCanAccess('planning', 'write');
  const settings = usePlanningSettings();
  return (
    <Stack gap="md" maw={1100} data-testid="planning-settings-page">
      <Title order={2} size="h3">
        {t('absences.settings.title')}
      </Title>
      {settings.data ? <SettingsForm settings={settings.data} canWrite={canWrite} /> : <PageLoader />}
    </Stack>
  );
}
