import { normalizeHeader } from '../../../platform/csv-import/columns.ts';

// How a spreadsheet names the days of a work: ISO numbers (1 = Monday), or day names or their abbreviations in
// English, Dutch, Italian, Spanish and French. The longest matching start wins: 'mar' (martes, mardi) is Tuesday,
// 'ma' (maandag) Monday; 'dom' (domingo) Sunday, 'do' (donderdag) Thursday; 'dim' (dimanche) Sunday, 'di' Tuesday.
const PREFIXES: readonly (readonly string[])[] = [
  ['mo', 'ma', 'lu'],
  ['tu', 'di', 'mar'],
  ['we', 'wo', 'mer', 'mie'],
  ['th', 'do', 'jeu', 'jue', 'gio'],
  ['fr', 'vr', 'ven', 'vie'],
  ['sa', 'za', 'sab', 'sam'],
  ['su', 'zo', 'dom', 'dim'],
];

/** One day token → ISO weekday 1-7, or null. */
export function weekdayOf(token: string): number | null {
  const text = normalizeHeader(token);
  if (/^[1-7]$/.test(text)) return Number(text);
  let best = { day: 0, length: 0 };
  for (const [index, prefixes] of PREFIXES.entries()) {
    for (const prefix of prefixes) {
      if (text.length >= 2 && text.startsWith(prefix) && prefix.length > best.length)
        best = { day: index + 1, length: prefix.length };
    }
  }
  return best.day || null;
}

/** "ma,di" / "1,2" / "Mon Tue" / "ma-vr" → sorted ISO weekdays; null when a part is not a day. */
export function parseWeekdays(text: string): number[] | null {
  const days = new Set<number>();
  for (const part of text.split(/[,;/\s+]+/).filter(Boolean)) {
    const range = part.split('-');
    if (range.length > 2) return null;
    const [from = '', to = from] = range;
    const start = weekdayOf(from);
    const end = weekdayOf(to);
    if (start === null || end === null || end < start) return null;
    for (let day = start; day <= end; day++) days.add(day);
  }
  return days.size === 0 ? null : [...days].sort((a, b) => a - b);
}
