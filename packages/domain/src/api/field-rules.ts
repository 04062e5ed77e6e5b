// The validators the field schemas use, gathered so api/fields.ts has one import for them.
export { isValidBsn as isBsnValid } from '../bsn.ts';
export { EMPTY_DATES, isValidIsoDate, OPEN_END_DATE } from '../dates.ts';
export { isValidIban as isIbanValid } from '../iban.ts';
