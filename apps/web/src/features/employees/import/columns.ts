import {
  defineColumns,
  type ColumnMapping as GenericMapping,
  fieldForHeader as genericFieldForHeader,
  missingRequired as genericMissing,
  recognizeColumns as genericRecognize,
  normalizeHeader,
} from '../../../platform/csv-import/columns.ts';

// Which CSV column holds which employee field. Headers of our own export are recognised in English and Dutch.

const IMPORT_FIELDS = [
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

export type ColumnMapping = GenericMapping<ImportField>;

const REQUIRED_FIELDS: readonly ImportField[] = ['firstName', 'lastName'];

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

export const EMPLOYEE_COLUMNS = defineColumns({ fields: IMPORT_FIELDS, required: REQUIRED_FIELDS, aliases: ALIASES });

export { normalizeHeader };
export const fieldForHeader = (header: string) => genericFieldForHeader(EMPLOYEE_COLUMNS, header);
export const recognizeColumns = (headers: readonly string[]) => genericRecognize(EMPLOYEE_COLUMNS, headers);
export const missingRequired = (mapping: ColumnMapping) => genericMissing(EMPLOYEE_COLUMNS, mapping);
