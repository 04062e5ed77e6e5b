import { DEFAULT_MAP_COLOR, MAP_COLOR_IDS, MAP_COLORS, type MapColor } from '@backoffice/domain';

// The eight map colours (spec 000 §3) as people write them in a spreadsheet: the hex id, with or without '#', or
// the colour's name in one of our languages.
const NAMES: Record<MapColor, readonly string[]> = {
  '000000': ['zwart', 'nero', 'negro', 'noir'],
  FFFF00: ['geel', 'giallo', 'amarillo', 'jaune'],
  '0000FF': ['blauw', 'blu', 'azul', 'bleu'],
  FF0000: ['rood', 'rosso', 'rojo', 'rouge'],
  '00FF00': ['groen', 'verde', 'vert'],
  FFA100: ['oranje', 'arancione', 'naranja'],
  B200FF: ['paars', 'viola', 'morado', 'violet'],
  FF00DC: ['roze', 'rosa', 'rose'],
};

const BY_NAME = new Map<string, MapColor>(
  MAP_COLOR_IDS.flatMap((id) => [MAP_COLORS[id], ...NAMES[id]].map((name) => [name, id] as const)),
);

/** A map colour id from a hex id or a name; null when it is none of the eight. */
export function parseMapColor(text: string): MapColor | null {
  const value = text.trim().replace(/^#/, '');
  const hex = value.toUpperCase();
  if ((MAP_COLOR_IDS as string[]).includes(hex)) return hex as MapColor;
  return BY_NAME.get(value.toLowerCase()) ?? null;
}

/** The marker colour of a project: its own map colour when it is one of the eight, otherwise the default. */
export function markerColor(mapColor: string | null | undefined): string {
  const id = (mapColor ?? '').trim().replace(/^#/, '').toUpperCase();
  return `#${(MAP_COLOR_IDS as string[]).includes(id) ? id : DEFAULT_MAP_COLOR}`;
}

/** Yellow and green markers need a dark outline to stand out on a light background. */
export const markerOutline = (color: string) => (color === '#FFFF00' || color === '#00FF00' ? '#333333' : '#ffffff');
