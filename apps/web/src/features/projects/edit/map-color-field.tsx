import { MAP_COLOR_IDS, MAP_COLORS, type MapColor } from '@backoffice/domain';
import { CheckIcon, ColorSwatch, Group, Input, Text, Tooltip } from '@mantine/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

// A white tick is hard to see on the light colours.
const LIGHT_COLORS: readonly string[] = ['FFFF00', '00FF00', 'FFA100'];
const isMapColor = (value: string): value is MapColor => (MAP_COLOR_IDS as string[]).includes(value);

/** The colour's translated name ('Blue'); an unknown value shows as it is. */
export function useMapColorName() {
  const { t } = useTranslation();
  return useCallback(
    (color: string) => (isMapColor(color) ? t(`projects.mapColors.${MAP_COLORS[color]}`) : color),
    [t],
  );
}

/** A project's map colour as a small round swatch with its name for screen readers. */
export function MapColorSwatch({ color, size = 16 }: { color: string; size?: number }) {
  const name = useMapColorName();
  return (
    <Tooltip label={name(color)}>
      <ColorSwatch color={`#${color}`} size={size} role="img" aria-label={name(color)} withShadow={false} />
    </Tooltip>
  );
}

interface MapColorPickerProps {
  label: string;
  value: string;
  onChange: (color: MapColor) => void;
  readOnly: boolean;
  error?: string;
}

/** The eight map colours (spec 000 §3) as swatches; the chosen one is ticked and named beside them. */
export function MapColorPicker({ label, value, onChange, readOnly, error }: MapColorPickerProps) {
  const name = useMapColorName();
  return (
    <Input.Wrapper label={label} error={error} data-testid="project-mapColor">
      <Group gap={6} mt={4} wrap="wrap" role="radiogroup" aria-label={label}>
        {MAP_COLOR_IDS.map((color) => (
          <Tooltip key={color} label={name(color)}>
            <ColorSwatch
              component="button"
              type="button"
              role="radio"
              aria-checked={value === color}
              aria-label={name(color)}
              color={`#${color}`}
              size={26}
              disabled={readOnly}
              onClick={() => onChange(color)}
              style={{
                cursor: readOnly ? 'default' : 'pointer',
                color: LIGHT_COLORS.includes(color) ? '#000' : '#fff',
              }}
              data-testid={`project-mapColor-${color}`}
            >
              {value === color && <CheckIcon width={12} />}
            </ColorSwatch>
          </Tooltip>
        ))}
        <Text size="sm" c="dimmed" data-testid="project-mapColor-name">
          {name(value)}
        </Text>
      </Group>
    </Input.Wrapper>
  );
}
