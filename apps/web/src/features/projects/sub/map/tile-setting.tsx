import type { TOwner } from '@backoffice/domain';
import { Button, Popover, Stack, Text, TextInput } from '@mantine/core';
import { IconWorld } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveOwner } from '../../../employees/sub/owner-settings.ts';
import { isValidTileUrl } from './map-settings.ts';

/** For administrators: the tile server of the map (owner setting mapTileUrl); empty keeps the map offline. */
export function TileSetting({ owner, tileUrl }: { owner: TOwner; tileUrl: string }) {
  const { t } = useTranslation();
  const save = useSaveOwner(owner);
  const [opened, setOpened] = useState(false);
  const [value, setValue] = useState(tileUrl);
  const valid = isValidTileUrl(value);
  const submit = () => {
    if (!valid) return;
    save.mutate({ settings: { mapTileUrl: value.trim() } }, { onSuccess: () => setOpened(false) });
  };
  return (
    // The button sits at the page's left edge: open to the right, never wider than a phone's screen.
    <Popover
      opened={opened}
      onChange={setOpened}
      width={460}
      position="bottom-start"
      withArrow
      styles={{ dropdown: { maxWidth: 'calc(100vw - 24px)' } }}
    >
      <Popover.Target>
        <Button
          variant="default"
          leftSection={<IconWorld size={16} />}
          onClick={() => {
            setValue(tileUrl);
            setOpened((open) => !open);
          }}
          data-testid="map-tiles"
        >
          {tileUrl ? t('projectSub.map.tilesOnline') : t('projectSub.map.tilesOffline')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <TextInput
            label={t('projectSub.map.tileUrl')}
            placeholder="https://tile.openstreetmap.org/{z}/{x}/{y}.png"
            value={value}
            onChange={(event) => setValue(event.currentTarget.value)}
            error={valid ? undefined : t('projectSub.map.tileUrlInvalid')}
            data-testid="map-tile-url"
          />
          <Text size="xs" c="dimmed">
            {t('projectSub.map.tileUrlHint')}
          </Text>
          <Button onClick={submit} loading={save.isPending} disabled={!valid} data-testid="map-tile-save">
            {t('common.save')}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
