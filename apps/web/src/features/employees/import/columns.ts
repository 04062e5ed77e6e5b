// Which CSV column holds which employee field. Headers of our own export are recognised in English and Dutch.

export const IMPORT_FIELDS = [
  'firstName',
  'insertion',
  'lastName',
  'birthDate',
  'email',
  'phone',
  'mobile',
  'bsn',
  'iban',
  'address',
  'houseNumber',
  'houseAddition',
  'postalCode',
  'city',
  'country',
  'employer',
  'startDate',
  'endDate',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

/** One target per column; null leaves the column out. */
export type ColumnMapping = (ImportField | null)[];

export const REQUIRED_FIELDS: readonly ImportField[] = ['firstName', 'lastName'];

const ALIASES: Record<ImportField, readonly string[]> = {
  firstName: ['firstname', 'first name', 'given name', 'voornaam', 'roepnaam'],
  insertion: ['insertion', 'prefix', 'middle name', 'tussenvoegsel', 'tussenvoegsels', 'tv'],
  lastName: ['lastname', 'last name', 'surname', 'family name', 'achternaam'],
  birthDate: ['birthdate', 'birth date', 'date of birth', 'birthday', 'geboortedatum', 'geb datum'],
  email: ['email', 'e-mail', 'email address', 'e-mailadres', 'emailadres'],
  phone: ['phone', 'telephone', 'phone number', 'telefoon', 'telefoonnummer', 'tel'],
  mobile: ['mobile', 'mobile phone', 'mobiel', 'mobiel nummer', 'gsm'],
  bsn: ['bsn', 'ssn', 'citizen service number', 'burgerservicenummer', 'sofinummer'],
  iban: ['iban', 'bank account', 'rekeningnummer', 'bankrekening', 'bankrekeningnummer'],
  address: ['address', 'street', 'straat', 'adres', 'straatnaam'],
  houseNumber: ['housenumber', 'house number', 'number', 'huisnummer', 'nr'],
  houseAddition: ['houseaddition', 'house addition', 'addition', 'toevoeging', 'huisnummertoevoeging'],
  postalCode: ['postalcode', 'postal code', 'postcode', 'zip', 'zip code'],
  city: ['city', 'town', 'plaats', 'woonplaats'],
  country: ['country', 'land'],
  employer: ['employer', 'werkgever'],
  startDate: ['startdate', 'start date', 'employment start', 'date of employment', 'startdatum', 'datum in dienst'],
  endDate: ['enddate', 'end date', 'einddatum', 'datum uit dienst'],
};

/** Case, accents, spaces, dashes and dots do not matter: 'E-mail', 'e mail' and 'EMAIL' are one header. */
export function normalizeHeader(header: string): string {
  return header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

const BY_HEADER = new Map<string, ImportField>(
  IMPORT_FIELDS.flatMap((field) => ALIASES[field].map((alias) => [normalizeHeader(alias), field] as const)),
);

/** The field a header names, if it is one we know. */
export function fieldForHeader(header: string): ImportField | null {
  return BY_HEADER.get(normalizeHeader(header)) ?? null;
}

/**
 * A mapping from the headers; a field claimed by an earlier column is not given twice. `recognized` means every
 * non-empty header was known and the required fields are present, so the user need not map anything.
 */
export function recognizeColumns(headers: readonly string[]): { mapping: ColumnMapping; recognized: boolean } {
  const taken = new Set<ImportField>();
  const mapping = headers.map((header) => {
    const field = fieldForHeader(header);
    if (!field || taken.has(field)) return null;
    taken.add(field);
    return field;
  });
  const allKnown = headers.every((header, index) => header.trim() === '' || mapping[index] !== null);
  return { mapping, recognized: allKnown && missingRequired(mapping).length === 0 };
}

export function missingRequired(mapping: ColumnMapping): ImportField[] {
  return REQUIRED_FIELDS.filter((field) => !mapping.includes(field));
}
