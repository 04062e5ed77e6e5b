/** A LIKE pattern that finds `word` anywhere, its wildcards (%, _) and escape (\) read as themselves. */
export const containsPattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
