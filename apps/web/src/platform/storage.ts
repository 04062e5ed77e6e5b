/** localStorage with a key prefix; storage can be full or disabled (private mode), which must not break the app. */
const PREFIX = 'bo.';

export const storageKey = (key: string) => PREFIX + key;

export function readText(key: string): string | null {
  try {
    return localStorage.getItem(PREFIX + key);
  } catch {
    return null;
  }
}

export function writeText(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(PREFIX + key);
    else localStorage.setItem(PREFIX + key, value);
  } catch {
    // Preferences are a convenience; losing them is acceptable.
  }
}

export function readJson(key: string): unknown {
  const text = readText(key);
  if (text === null) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function writeJson(key: string, value: unknown): void {
  writeText(key, JSON.stringify(value));
}
