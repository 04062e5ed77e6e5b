// The default chart of ledger accounts of a Dutch cleaning company, each mapped to its RGS 3.x reference code
// (Referentie GrootboekSchema, level 4/5), so an accountant's software reads the audit file without a mapping of its
// own. `role` names the accounting setting the account fills in by default.

/** The settings an account of the default chart fills in (accounting-settings.ts). */
export type ChartRole =
  | 'bank'
  | 'cash'
  | 'suspense'
  | 'debtors'
  | 'creditors'
  | 'vatHigh'
  | 'vatLow'
  | 'vatToClaim'
  | 'reverseChargeVat'
  | 'rounding'
  | 'unclassifiedRevenue'
  | 'unclassifiedExpenditure'
  | 'revenueCleaning'
  | 'revenueWindows'
  | 'subcontracting'
  | 'cleaningAgents'
  | 'machines';

export interface ChartAccount {
  number: string;
  description: string;
  /** 1 assets, 2 liabilities, 3 expenses, 4 income. */
  kind: 1 | 2 | 3 | 4;
  /** The default class (DEFAULT_CLASSES oldClass) it belongs to. */
  oldClass: number;
  rgsCode: string;
  role?: ChartRole;
}

export const DEFAULT_CHART: readonly ChartAccount[] = [
  { number: '0100', description: 'Bedrijfsgebouwen', kind: 1, oldClass: 4, rgsCode: 'BMvaBegBeg' },
  { number: '0200', description: 'Schoonmaakmachines', kind: 1, oldClass: 4, rgsCode: 'BMvaMeiMei' },
  { number: '0300', description: 'Bedrijfsauto’s', kind: 1, oldClass: 4, rgsCode: 'BMvaVerVer' },
  { number: '0500', description: 'Eigen vermogen', kind: 2, oldClass: 1, rgsCode: 'BEivKapKap' },
  { number: '0600', description: 'Onverdeeld resultaat', kind: 2, oldClass: 1, rgsCode: 'BEivOreOre' },
  { number: '0700', description: 'Lening u/g', kind: 2, oldClass: 3, rgsCode: 'BLasAflAfl' },
  { number: '1000', description: 'Kas', kind: 1, oldClass: 5, rgsCode: 'BLimKasKas', role: 'cash' },
  { number: '1100', description: 'Bank', kind: 1, oldClass: 5, rgsCode: 'BLimBanRba', role: 'bank' },
  // Money in or out that no link places yet: it stays here until it is linked to an invoice or purchase.
  {
    number: '1200',
    description: 'Kruisposten (te verwerken betalingen)',
    kind: 1,
    oldClass: 5,
    rgsCode: 'BLimKru',
    role: 'suspense',
  },
  { number: '1300', description: 'Debiteuren', kind: 1, oldClass: 5, rgsCode: 'BVorDebHad', role: 'debtors' },
  { number: '1400', description: 'Vooruitbetaalde kosten', kind: 1, oldClass: 5, rgsCode: 'BVorOvaVok' },
  { number: '1500', description: 'Te betalen btw hoog', kind: 2, oldClass: 2, rgsCode: 'BSchBtwAfo', role: 'vatHigh' },
  { number: '1510', description: 'Te betalen btw laag', kind: 2, oldClass: 2, rgsCode: 'BSchBtwAfl', role: 'vatLow' },
  {
    number: '1520',
    description: 'Te vorderen btw (voorbelasting)',
    kind: 1,
    oldClass: 5,
    rgsCode: 'BSchBtwVoo',
    role: 'vatToClaim',
  },
  {
    number: '1530',
    description: 'Te betalen btw verlegd',
    kind: 2,
    oldClass: 2,
    rgsCode: 'BSchBtwVer',
    role: 'reverseChargeVat',
  },
  { number: '1540', description: 'Btw-afdracht', kind: 2, oldClass: 2, rgsCode: 'BSchBtwAfd' },
  { number: '1600', description: 'Crediteuren', kind: 2, oldClass: 2, rgsCode: 'BSchCreHac', role: 'creditors' },
  { number: '1700', description: 'Te betalen loonheffing', kind: 2, oldClass: 2, rgsCode: 'BSchBepLhe' },
  { number: '1710', description: 'Te betalen nettolonen', kind: 2, oldClass: 2, rgsCode: 'BSchSclNet' },
  {
    number: '1800',
    description: 'Afrondingsverschillen',
    kind: 2,
    oldClass: 2,
    rgsCode: 'BSchOvsOvs',
    role: 'rounding',
  },
  { number: '4000', description: 'Lonen en salarissen', kind: 3, oldClass: 6, rgsCode: 'WPerLesLon' },
  { number: '4010', description: 'Sociale lasten', kind: 3, oldClass: 6, rgsCode: 'WPerSolSol' },
  { number: '4020', description: 'Pensioenlasten', kind: 3, oldClass: 6, rgsCode: 'WPerPenPen' },
  {
    number: '4100',
    description: 'Uitbesteed werk (onderaanneming)',
    kind: 3,
    oldClass: 6,
    rgsCode: 'WKprUitUit',
    role: 'subcontracting',
  },
  {
    number: '4200',
    description: 'Schoonmaakmiddelen',
    kind: 3,
    oldClass: 6,
    rgsCode: 'WKprInkVkp',
    role: 'cleaningAgents',
  },
  {
    number: '4300',
    description: 'Kleine machines en gereedschap',
    kind: 3,
    oldClass: 6,
    rgsCode: 'WBedAutKlm',
    role: 'machines',
  },
  { number: '4400', description: 'Autokosten', kind: 3, oldClass: 6, rgsCode: 'WBedVkfBra' },
  { number: '4500', description: 'Huisvestingskosten', kind: 3, oldClass: 6, rgsCode: 'WBedHuiHur' },
  { number: '4600', description: 'Kantoorkosten', kind: 3, oldClass: 6, rgsCode: 'WBedKanKan' },
  { number: '4700', description: 'Afschrijvingen', kind: 3, oldClass: 6, rgsCode: 'WAfsMvaMei' },
  { number: '4800', description: 'Bankkosten', kind: 3, oldClass: 6, rgsCode: 'WFbeRlaBan' },
  {
    number: '4999',
    description: 'Niet-gerubriceerde kosten',
    kind: 3,
    oldClass: 6,
    rgsCode: 'WBedAlkOal',
    role: 'unclassifiedExpenditure',
  },
  {
    number: '8000',
    description: 'Omzet schoonmaak',
    kind: 4,
    oldClass: 7,
    rgsCode: 'WOmzNopOdl',
    role: 'revenueCleaning',
  },
  {
    number: '8100',
    description: 'Omzet glazenwassen',
    kind: 4,
    oldClass: 7,
    rgsCode: 'WOmzNopOdh',
    role: 'revenueWindows',
  },
  { number: '8200', description: 'Omzet verlegd (onderaanneming)', kind: 4, oldClass: 7, rgsCode: 'WOmzNopOvl' },
  { number: '8300', description: 'Overige omzet', kind: 4, oldClass: 7, rgsCode: 'WOmzNopOvo' },
  {
    number: '8999',
    description: 'Niet-gerubriceerde omzet',
    kind: 4,
    oldClass: 7,
    rgsCode: 'WOmzNopNon',
    role: 'unclassifiedRevenue',
  },
];
