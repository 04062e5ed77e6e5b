/** Why a file's record number cannot be imported. */
type NumberClash = 'existingNumber' | 'duplicateNumber';

/**
 * The check of the numbers a file gives its records (customers, suppliers), row after row: a number the owner already
 * has, or one an earlier row gave, clashes. An empty cell (numbered by the server) or one that is not a whole number
 * (the schema's to refuse) does not.
 */
export function numberCheck(existingNumbers: ReadonlySet<number>): (cell: string) => NumberClash | undefined {
  const seen = new Set<number>();
  return (cell) => {
    const number = Number(cell);
    if (cell === '' || !Number.isInteger(number)) return undefined;
    const clash = existingNumbers.has(number) ? 'existingNumber' : seen.has(number) ? 'duplicateNumber' : undefined;
    seen.add(number);
    return clash;
  };
}
