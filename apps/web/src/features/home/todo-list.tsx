import { HOME_CALLS, type HomeTodoKind, type THomeTodoGroup, type THomeTodoItem } from '@backoffice/domain';
import { formatDate, formatMoney } from '@backoffice/domain/format';
import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  type Icon,
  IconAlertTriangle,
  IconBeach,
  IconCake,
  IconClockCheck,
  IconCoinEuro,
  IconFileAlert,
  IconFileEuro,
  IconMailX,
} from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCall } from '../../platform/call.ts';
import { currentLanguage } from '../../platform/i18n/i18n.ts';
import { groupLink, itemLink } from './todo-links.ts';

const LOOK: Record<HomeTodoKind, { icon: Icon; color: string }> = {
  leaveRequests: { icon: IconBeach, color: 'cyan' },
  hoursToConfirm: { icon: IconClockCheck, color: 'teal' },
  deviations: { icon: IconAlertTriangle, color: 'orange' },
  overdueInvoices: { icon: IconFileEuro, color: 'red' },
  failedReminders: { icon: IconMailX, color: 'red' },
  heldReminders: { icon: IconCoinEuro, color: 'yellow' },
  endingContracts: { icon: IconFileAlert, color: 'orange' },
  birthdays: { icon: IconCake, color: 'pink' },
};

/** What an item says besides its name, per kind. */
function itemText(
  kind: HomeTodoKind,
  item: THomeTodoItem,
  t: TFunction,
): { title: string; right: string; below?: string } {
  switch (kind) {
    case 'leaveRequests':
      return { title: item.name, right: `${formatDate(item.date)} – ${formatDate(item.endDate)}` };
    case 'hoursToConfirm':
      return { title: item.name, right: t('home.todo.shifts', { count: item.count ?? 0 }) };
    case 'deviations':
      return {
        title: item.name,
        right: formatDate(item.date),
        below: (item.codes ?? []).map((code) => t(`clock.reason.${code}`)).join(', '),
      };
    case 'overdueInvoices':
      return {
        title: t('home.todo.invoice', { number: item.number ?? '-', name: item.name }),
        right: formatMoney(item.amount ?? 0, currentLanguage()),
        below: t('home.todo.daysOverdue', { count: item.count ?? 0 }),
      };
    case 'heldReminders':
      return {
        title: item.name,
        right: formatMoney(item.amount ?? 0, currentLanguage()),
        below: formatDate(item.date),
      };
    case 'failedReminders':
      return {
        title: t('home.todo.invoice', { number: item.number ?? '-', name: item.name }),
        right: formatDate(item.date),
      };
    default:
      return { title: item.name, right: formatDate(item.date) };
  }
}

function TodoCard({ group }: { group: THomeTodoGroup }) {
  const { t } = useTranslation();
  const { icon: KindIcon, color } = LOOK[group.kind];
  // Hours are counted in shifts and listed per employee: what is not listed is shifts too.
  const perShift = group.kind === 'hoursToConfirm';
  const listed = perShift ? group.items.reduce((sum, item) => sum + (item.count ?? 0), 0) : group.items.length;
  const more = group.count - listed;
  return (
    <Paper withBorder radius="md" p="md" data-testid={`todo-${group.kind}`}>
      <Group justify="space-between" wrap="nowrap" mb="sm" gap="sm">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <ThemeIcon variant="light" color={group.count > 0 ? color : 'gray'} aria-hidden>
            <KindIcon size={18} />
          </ThemeIcon>
          <Anchor component={Link} to={groupLink(group)} fw={600} c="inherit" data-testid={`todo-link-${group.kind}`}>
            {t(`home.todo.kind.${group.kind}`)}
          </Anchor>
        </Group>
        <Badge
          variant={group.count > 0 ? 'filled' : 'light'}
          color={group.count > 0 ? color : 'gray'}
          style={{ flexShrink: 0, overflow: 'visible' }}
          data-testid={`todo-count-${group.kind}`}
          aria-label={t('home.todo.count', { count: group.count })}
        >
          {group.count}
        </Badge>
      </Group>
      {group.count === 0 ? (
        <Text size="sm" c="dimmed">
          {t('home.todo.none')}
        </Text>
      ) : (
        <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {group.items.map((item) => {
            const text = itemText(group.kind, item, t);
            return (
              <li key={`${item.id}-${item.subId ?? item.date}`} data-testid={`todo-item-${group.kind}`}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Anchor component={Link} to={itemLink(group, item)} size="sm" truncate miw={0}>
                    {text.title}
                  </Anchor>
                  <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    {text.right}
                  </Text>
                </Group>
                {text.below && (
                  <Text size="xs" c="dimmed" truncate>
                    {text.below}
                  </Text>
                )}
              </li>
            );
          })}
          {more > 0 && (
            <li>
              <Anchor component={Link} to={groupLink(group)} size="sm" fw={500}>
                {t(perShift ? 'home.todo.moreShifts' : 'home.todo.more', { count: more })}
              </Anchor>
            </li>
          )}
        </Stack>
      )}
    </Paper>
  );
}

/** The office's to-do list (GET /r/homeTodo): each kind the user's roles may see, with its count and first items. */
export function TodoList() {
  const { t } = useTranslation();
  // Read again each time the page opens: what was just handled elsewhere must not be listed still.
  const todo = useCall(HOME_CALLS.homeTodo, {}, { staleTime: 0 });
  if (!todo.data || todo.data.groups.length === 0) return null;
  // Kinds with something to do first; the rest keep their order after them.
  const groups = [...todo.data.groups].sort((a, b) => Number(b.count > 0) - Number(a.count > 0));
  return (
    <section aria-labelledby="home-todo-title" data-testid="home-todo">
      <Title order={3} size="h4" mb="sm" id="home-todo-title">
        {t('home.todo.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {groups.map((group) => (
          <TodoCard key={group.kind} group={group} />
        ))}
      </SimpleGrid>
    </section>
  );
}
