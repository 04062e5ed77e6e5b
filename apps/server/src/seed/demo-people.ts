import { addDays } from '@backoffice/domain/dates';

// The demo employees: names, addresses with coordinates (Utrecht, Amersfoort; Rotterdam for the second owner), jobs.

export interface Person {
  firstName: string;
  insertion?: string;
  lastName: string;
  sex: number;
  street: string;
  houseNumber: string;
  postalCode: string;
  city: string;
  lat: number;
  lng: number;
  /** Birth date: a year and a day offset from today (for birthdays near today). */
  born: [number, number];
  /** Employments: employer index, start, end ('' open), termination reason id. */
  jobs: [number, string, string, number?][];
  previous?: { street: string; houseNumber: string; postalCode: string; until: string };
}

export function people(today: string): Person[] {
  const year = Number(today.slice(0, 4));
  const thisMonthYearsAgo = (years: number) => `${year - years}${today.slice(4, 8)}01`;
  const open = '';
  return [
    {
      firstName: 'Sanne',
      insertion: 'de',
      lastName: 'Vries',
      sex: 2,
      street: 'Oudegracht',
      houseNumber: '112',
      postalCode: '3511 AW',
      city: 'Utrecht',
      lat: 52.0894,
      lng: 5.12,
      born: [1988, 0],
      jobs: [[0, '2016-02-01', open]],
    },
    {
      firstName: 'Daan',
      lastName: 'Jansen',
      sex: 1,
      street: 'Langestraat',
      houseNumber: '45',
      postalCode: '3811 AD',
      city: 'Amersfoort',
      lat: 52.1563,
      lng: 5.3878,
      born: [1979, 3],
      jobs: [[0, '2019-09-01', open]],
    },
    {
      firstName: 'Emma',
      lastName: 'Bakker',
      sex: 2,
      street: 'Biltstraat',
      houseNumber: '80',
      postalCode: '3572 BG',
      city: 'Utrecht',
      lat: 52.0946,
      lng: 5.1333,
      born: [1995, 12],
      jobs: [[1, '2021-04-01', open]],
      previous: { street: 'Nobelstraat', houseNumber: '9', postalCode: '3512 EM', until: '2023-06-30' },
    },
    {
      firstName: 'Lucas',
      lastName: 'Visser',
      sex: 1,
      street: 'Kamp',
      houseNumber: '21',
      postalCode: '3811 AR',
      city: 'Amersfoort',
      lat: 52.1572,
      lng: 5.3895,
      born: [1990, 40],
      jobs: [[0, '2018-01-01', `${year - 1}-06-30`, 2]],
    },
    {
      firstName: 'Fenna',
      insertion: 'van den',
      lastName: 'Berg',
      sex: 2,
      street: 'Amsterdamsestraatweg',
      houseNumber: '220',
      postalCode: '3551 CV',
      city: 'Utrecht',
      lat: 52.104,
      lng: 5.1037,
      born: [1983, -5],
      jobs: [
        [0, '2020-03-01', open],
        [1, '2022-01-01', open],
      ],
    },
    {
      firstName: 'Milan',
      lastName: 'Smit',
      sex: 1,
      street: 'Utrechtseweg',
      houseNumber: '60',
      postalCode: '3818 EM',
      city: 'Amersfoort',
      lat: 52.1497,
      lng: 5.377,
      born: [1992, 75],
      jobs: [[0, thisMonthYearsAgo(5), open]],
    },
    {
      firstName: 'Noor',
      lastName: 'Meijer',
      sex: 2,
      street: 'Kanaalweg',
      houseNumber: '15',
      postalCode: '3526 KL',
      city: 'Utrecht',
      lat: 52.0801,
      lng: 5.0946,
      born: [1999, 6],
      jobs: [[1, thisMonthYearsAgo(2), open]],
    },
    {
      firstName: 'Thijs',
      insertion: 'de',
      lastName: 'Boer',
      sex: 1,
      street: 'Vleutenseweg',
      houseNumber: '300',
      postalCode: '3532 HS',
      city: 'Utrecht',
      lat: 52.0937,
      lng: 5.0926,
      born: [1986, 120],
      jobs: [[0, '2023-01-01', addDays(today, 40)]],
    },
    {
      firstName: 'Julia',
      lastName: 'Mulder',
      sex: 2,
      street: 'Leusderweg',
      houseNumber: '100',
      postalCode: '3817 KB',
      city: 'Amersfoort',
      lat: 52.1486,
      lng: 5.3808,
      born: [1975, 200],
      jobs: [[1, '2017-05-15', open]],
    },
    {
      firstName: 'Bram',
      insertion: 'de',
      lastName: 'Groot',
      sex: 1,
      street: 'Croeselaan',
      houseNumber: '18',
      postalCode: '3521 CA',
      city: 'Utrecht',
      lat: 52.0856,
      lng: 5.1106,
      born: [1981, 150],
      jobs: [[0, '2014-08-01', open]],
    },
    {
      firstName: 'Lotte',
      lastName: 'Bos',
      sex: 2,
      street: 'Stationsplein',
      houseNumber: '5',
      postalCode: '3818 LE',
      city: 'Amersfoort',
      lat: 52.1536,
      lng: 5.3736,
      born: [1997, 260],
      jobs: [
        [0, '2020-01-01', '2022-12-31', 1],
        [0, '2023-01-20', open],
      ],
    },
    {
      firstName: 'Mohamed',
      insertion: 'El',
      lastName: 'Amrani',
      sex: 1,
      street: 'Marshalllaan',
      houseNumber: '10',
      postalCode: '3527 TK',
      city: 'Utrecht',
      lat: 52.077,
      lng: 5.0985,
      born: [1993, 300],
      jobs: [[1, '2024-02-01', open]],
    },
  ];
}

export function secondOwnerPeople(): Person[] {
  const open = '';
  return [
    {
      firstName: 'Anouk',
      lastName: 'Hendriks',
      sex: 2,
      street: 'Coolsingel',
      houseNumber: '40',
      postalCode: '3011 AD',
      city: 'Rotterdam',
      lat: 51.9225,
      lng: 4.4792,
      born: [1989, 30],
      jobs: [[0, '2021-01-01', open]],
    },
    {
      firstName: 'Ruben',
      lastName: 'Dekker',
      sex: 1,
      street: 'Witte de Withstraat',
      houseNumber: '7',
      postalCode: '3012 BL',
      city: 'Rotterdam',
      lat: 51.9159,
      lng: 4.4778,
      born: [1994, 90],
      jobs: [[0, '2022-06-01', open]],
    },
    {
      firstName: 'Eva',
      lastName: 'Peters',
      sex: 2,
      street: 'Oude Binnenweg',
      houseNumber: '120',
      postalCode: '3012 JH',
      city: 'Rotterdam',
      lat: 51.9178,
      lng: 4.4703,
      born: [2000, 180],
      jobs: [[0, '2023-03-01', open]],
    },
  ];
}
