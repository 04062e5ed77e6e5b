import { isValidTileUrl, SETTINGS_CALLS, type TOwner, tileSource } from '@backoffice/domain';
import { Button, Popover, Stack, Text, TextInput } from '@mantine/core';
import { IconWorld } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../../platform/call.ts';
import { notifyError } from '../../../../platform/notices.ts';
import { useSaveOwner } from '../../../../platform/owner-settings.ts';

interface Props {
  owner: TOwner;
  tileUrl: string;
  /** The attribution as stored ('' when none). */
  attribution: string;
}

/**
 * For administrators: the tile server of the map (owner setting mapTileUrl; empty keeps the map offline) and its
 * credit (mapTileAttribution: text and links).
 */
export function TileSetting({ owner, tileUrl, attribution }: Props) {
  const { t } = useTranslation();
  const save = useSaveOwner(owner);
  const [opened, setOpened] = useState(false);
  const [value, setValue] = useState(tileUrl);
  const [credit, setCredit] = useState(attribution);
  const [reloading, setReloading] = useState(false);
  const valid = isValidTileUrl(value);
  const submit = async () => {
    if (!valid) return;
    const settings = { mapTileUrl: value.trim(), mapTileAttribution: credit.trim() };
    const source = tileSource(settings.mapTileUrl);
    if (!source || source === tileSource(tileUrl)) {
      save.mutate({ settings }, { onSuccess: () => setOpened(false) });
      return;
    }
    // The page's Content-Security-Policy lets images come from the tile hosts known when it loaded: a new host counts
    // from the next load on. So the page loads again, and the map keeps its old tiles until then (the new ones would
    // only be refused).
    setReloading(true);
    try {
      await call(SETTINGS_CALLS.saveOwner, { id: owner.id, name: owner.name, settings });
      window.location.reload();
    } catch (error) {
      setReloading(false);
      notifyError(error, { action: t('employeeSub.saveFailed') });
    }
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
            setCredit(attribution);
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
          <TextInput
            label={t('projectSub.map.attribution')}
            description={t('projectSub.map.attributionHint')}
            placeholder="© OpenStreetMap contributors"
            value={credit}
            onChange={(event) => setCredit(event.currentTarget.value)}
            maxLength={1000}
            data-testid="map-tile-attribution"
          />
          <Button
            onClick={() => void submit()}
            loading={save.isPending || reloading}
            disabled={!valid}
            data-testid="map-tile-save"
          >
            {t('common.save')}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
