/**
 * An error of the catalogue: its verbatim message (the spec's text, `{{name}}` where a value goes), with the HTTP
 * status when it is not 400.
 */
export type ErrorEntry = string | { readonly status: number; readonly message: string };
export type ErrorTexts = Readonly<Record<string, ErrorEntry>>;

/** A value put into a message: a number, a name, or a list already joined ('2026001, 2026002'). */
export type ErrorParam = string | number;

type Template<E extends ErrorEntry> = E extends string ? E : E extends { message: infer M extends string } ? M : never;
type Names<S extends string> = S extends `${string}{{${infer Name}}}${infer Rest}` ? Name | Names<Rest> : never;
/** The values an entry's message needs, by name ({} when it needs none). */
export type EntryParams<E extends ErrorEntry> = { [Name in Names<Template<E>>]: ErrorParam };

export const entryStatus = (entry: ErrorEntry): number => (typeof entry === 'string' ? 400 : entry.status);
const entryTemplate = (entry: ErrorEntry): string => (typeof entry === 'string' ? entry : entry.message);

/** The message with its values filled in; a value that is missing stays visible as its placeholder. */
export function fillMessage(entry: ErrorEntry, params: Readonly<Record<string, ErrorParam>> = {}): string {
  return entryTemplate(entry).replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
