import {
  BASE_ONLY_RUBRICS,
  DETAIL_RUBRICS,
  formatEuros,
  formatMoney,
  MANUAL_RUBRICS,
  type ManualAmounts,
  TURNOVER_RUBRICS,
  type TVatReturn,
  VAT_RETURN_SECTIONS,
  VAT_SUM_FORMULAS,
  type VatRubric,
} from '@backoffice/domain';
import { Anchor, Group, NumberInput, Paper, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLanguage } from '../../../platform/i18n/i18n.ts';

interface Props {
  data: TVatReturn;
  manual: ManualAmounts;
  /** Set when 5d-5f may be typed (a return that is not final, by someone who may save it). */
  onManual?: (rubric: keyof ManualAmounts, euros: number) => void;
}

const isDetail = (rubric: VatRubric) => (DETAIL_RUBRICS as readonly string[]).includes(rubric);
const isManual = (rubric: VatRubric): rubric is keyof ManualAmounts =>
  (MANUAL_RUBRICS as readonly string[]).includes(rubric);
const hasTurnover = (rubric: VatRubric) => (TURNOVER_RUBRICS as readonly string[]).includes(rubric);

/** The return as the tax office's form shows it: sections 1-5, each box with its turnover and VAT in whole euros. */
export function VatReturnForm({ data, manual, onManual }: Props) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const euros = (n: number) => formatEuros(n, locale);
  const detailsPath = (rubric: VatRubric) => `/Accounting2/VatDetails/${data.startDate}/${data.endDate}/${rubric}`;
  const amount = (rubric: VatRubric, part: 'turnover' | 'vat') => {
    const value = data.rubrics[rubric][part];
    const late = part === 'turnover' || hasTurnover(rubric) ? (data.late.cents[rubric]?.[part] ?? 0) : 0;
    const text = isDetail(rubric) ? (
      <Anchor component={Link} to={detailsPath(rubric)} data-testid={`vat-${rubric}-${part}`}>
        {euros(value)}
      </Anchor>
    ) : (
      <span data-testid={`vat-${rubric}-${part}`}>{euros(value)}</span>
    );
    return (
      <>
        {text}
        {late !== 0 && (
          <Text size="xs" c="orange.8">
            {t('vatReturn.lateAmount', { amount: formatMoney(late, locale) })}
          </Text>
        )}
      </>
    );
  };
  const vatCell = (rubric: VatRubric) => {
    if (isManual(rubric) && onManual)
      return (
        <NumberInput
          size="xs"
          w={96}
          ml="auto"
          aria-label={t(`vatReturn.rubrics.${rubric}`)}
          value={manual[rubric]}
          onChange={(next) => onManual(rubric, typeof next === 'number' ? Math.trunc(next) : 0)}
          allowDecimal={false}
          prefix="€ "
          data-testid={`vat-${rubric}-input`}
        />
      );
    if (BASE_ONLY_RUBRICS.includes(rubric) && data.rubrics[rubric].vat === 0) return null;
    return amount(rubric, 'vat');
  };
  return (
    <Paper withBorder radius="md" p={0} data-testid="vat-return-form">
      <Table.ScrollContainer minWidth={320} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
        {/* Narrow cell padding: the three columns fit a phone's 390 px without scrolling the VAT column away. */}
        <Table fz="sm" verticalSpacing={6} horizontalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('vatReturn.columns.rubric')}</Table.Th>
              <Table.Th ta="right">{t('vatReturn.columns.turnover')}</Table.Th>
              <Table.Th ta="right">{t('vatReturn.columns.vat')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          {VAT_RETURN_SECTIONS.map(({ section, rubrics }) => (
            <Table.Tbody key={section}>
              <Table.Tr bg="var(--mantine-color-default-hover)">
                <Table.Td colSpan={3}>
                  <Title order={3} size="h6">
                    {t('vatReturn.sectionN', { n: section })}: {t(`vatReturn.sections.${section}`)}
                  </Title>
                </Table.Td>
              </Table.Tr>
              {rubrics.map((rubric) => (
                <Table.Tr key={rubric} data-testid={`vat-row-${rubric}`}>
                  <Table.Td fw={rubric === '5g' ? 700 : undefined}>
                    <Group gap="xs" wrap="nowrap" align="flex-start">
                      <Text span fw={700} size="sm" w={24} style={{ flexShrink: 0 }}>
                        {rubric}
                      </Text>
                      <div>
                        {/* "Leveringen/diensten" may break after its slash on a phone. */}
                        <span>{t(`vatReturn.rubrics.${rubric}`).replaceAll('/', '/\u200b')}</span>
                        {/* A sum has no booking lines of its own: it shows the boxes it is made of instead. */}
                        {VAT_SUM_FORMULAS[rubric] && (
                          <Text size="xs" c="dimmed" data-testid={`vat-${rubric}-formula`}>
                            = {VAT_SUM_FORMULAS[rubric]}
                          </Text>
                        )}
                      </div>
                    </Group>
                  </Table.Td>
                  <Table.Td ta="right">{hasTurnover(rubric) ? amount(rubric, 'turnover') : null}</Table.Td>
                  <Table.Td ta="right" fw={rubric === '5g' ? 700 : undefined}>
                    {vatCell(rubric)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          ))}
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
