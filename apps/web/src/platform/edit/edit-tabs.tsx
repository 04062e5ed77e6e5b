import { Loader, Paper, Tabs, Text } from '@mantine/core';
import { type ReactNode, Suspense } from 'react';

interface EditTabsProps<T extends { key: string }> {
  /** Prefix of the test ids: `<prefix>-tab-<key>`, `<prefix>-panel-<key>`. */
  testId: string;
  tabs: readonly T[];
  value: string;
  onChange: (key: string | null) => void;
  label: (tab: T) => string;
  /** A tab that needs a saved record while the record is new: its panel shows `saveFirst` instead. */
  needsSave?: (tab: T) => boolean;
  saveFirst?: { text: string; testId?: string };
  /** All tabs greyed out, and `instead` shown in place of the panels (a record whose tabs all need a save). */
  disabled?: boolean;
  instead?: ReactNode;
  /** The open tab's content; it loads lazily. */
  children: (tab: T) => ReactNode;
}

/** The tab row of an edit page with one lazily loaded panel per tab. */
export function EditTabs<T extends { key: string }>(props: EditTabsProps<T>) {
  const { testId, tabs, saveFirst } = props;
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Tabs value={props.value} onChange={props.onChange} keepMounted={false}>
        {/* Many tabs wrap: a scrolled row hid the open tab on phones. */}
        <Tabs.List mb="md">
          {tabs.map((tab) => (
            <Tabs.Tab key={tab.key} value={tab.key} disabled={props.disabled} data-testid={`${testId}-tab-${tab.key}`}>
              {props.label(tab)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {props.instead ??
          tabs.map((tab) => (
            <Tabs.Panel key={tab.key} value={tab.key} data-testid={`${testId}-panel-${tab.key}`}>
              {saveFirst && props.needsSave?.(tab) ? (
                <Text c="dimmed" size="sm" data-testid={saveFirst.testId}>
                  {saveFirst.text}
                </Text>
              ) : (
                <Suspense fallback={<Loader size="sm" />}>{props.children(tab)}</Suspense>
              )}
            </Tabs.Panel>
          ))}
      </Tabs>
    </Paper>
  );
}
