import type { TOwner } from '@backoffice/domain';

/** owner.defaultFiles.employees: the document names every employee should have (spec 000 §3). */
export function defaultEmployeeFiles(owner: Pick<TOwner, 'defaultFiles'> | undefined): string[] {
  return defaultFilesOf(owner, 'employees');
}

/** owner.defaultFiles.<section>: the document names every employee (or project) should have. */
export function defaultFilesOf(owner: Pick<TOwner, 'defaultFiles'> | undefined, section: 'employees' | 'projects') {
  const list = owner?.defaultFiles[section];
  if (!Array.isArray(list)) return [];
  return list
    .map((item) => (typeof item === 'object' && item !== null ? (item as { name?: unknown }).name : item))
    .filter((name): name is string => typeof name === 'string' && name.trim() !== '');
}

const simplify = (text: string) =>
  text
    .toLowerCase()
    .replace(/\.[a-z0-9]{1,5}$/, '')
    .replace(/[^a-z0-9]/g, '');

/**
 * The default files an employee lacks. A file counts for a default name when its data.name (set in the Files tab) or
 * its file name, without extension, case and punctuation, starts with that name ("ID card" ~ "id-card-2024.pdf").
 */
export function missingDefaultFiles(
  defaults: readonly string[],
  uploads: readonly { fileName: string; data?: unknown }[],
): string[] {
  const names = uploads.flatMap((upload) => {
    const label = (upload.data as { name?: unknown } | undefined)?.name;
    return [simplify(upload.fileName), typeof label === 'string' ? simplify(label) : ''].filter(Boolean);
  });
  return defaults.filter((name) => !names.some((have) => have.startsWith(simplify(name))));
}
