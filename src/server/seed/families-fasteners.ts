import { type Family, family, grid, type MaterialKey, type Size, size } from './family.ts';

const THREADS = [4, 5, 6, 8, 10, 12, 16, 20, 24];
const LENGTHS = [10, 12, 16, 20, 25, 30, 35, 40, 50, 60, 70, 80, 100, 120, 150];
const GRADE: Partial<Record<MaterialKey, string>> = { zinc: '8.8 ZN', a2: 'A2', a4: 'A4' };
const FASTENER_MATERIALS: MaterialKey[] = ['zinc', 'zinc', 'a2', 'a4'];
const FASTENER_BRANDS = ['bossard', 'house', 'house'];

/** Thread × length sizes within sensible proportions (length 2 to 10 times the diameter). */
const boltSizes = (): Size[] =>
  grid(THREADS, LENGTHS, (d, l) =>
    l < 2 * d || l > 10 * d
      ? null
      : size(`M${d}x${l}`, `M${d}x${l}`, { thread: `M${d}`, length: l }, (d * d * l) / 1920),
  );

const din = (
  key: string,
  item: Family['item'],
  norm: string,
  price: number,
  sizes: Size[],
  variants = true,
) =>
  family({
    key,
    item,
    media: 'bolt',
    brands: FASTENER_BRANDS,
    price,
    unit: 'PAK',
    materials: FASTENER_MATERIALS,
    variants,
    sizes,
    mpn: (s, material) => `${norm} ${s.code} ${GRADE[material ?? 'zinc'] ?? ''}`.trim(),
  });

const WASHERS: [thread: number, d: number, D: number, t: number][] = [
  [4, 4.3, 9, 0.8],
  [5, 5.3, 10, 1],
  [6, 6.4, 12, 1.6],
  [8, 8.4, 16, 1.6],
  [10, 10.5, 20, 2],
  [12, 13, 24, 2.5],
  [16, 17, 30, 3],
  [20, 21, 37, 3],
  [24, 25, 44, 4],
];
const washerSizes = (thicker: number) =>
  WASHERS.map(([m, d, D, t]) => {
    const width = Math.round(t * thicker * 10) / 10;
    return size(`M${m}`, `${d}x${D}x${width} mm`, { thread: `M${m}`, inner: d, outer: D, width }, D / 16);
  });
const nutSizes = () => THREADS.map((d) => size(`M${d}`, `M${d}`, { thread: `M${d}` }, (d / 8) ** 2));

export const hexBolt = din(
  'hex-bolt',
  ['Zeskantbout', 'Vis à tête hexagonale', 'Hexagon head screw', 'Sechskantschraube'],
  'DIN933',
  9.5,
  boltSizes(),
);
export const socketScrew = din(
  'socket-screw',
  [
    'Inbusbout',
    'Vis à tête cylindrique six pans creux',
    'Socket head cap screw',
    'Zylinderschraube mit Innensechskant',
  ],
  'DIN912',
  11.5,
  boltSizes(),
);
export const countersunk = din(
  'countersunk',
  [
    'Verzonken inbusbout',
    'Vis à tête fraisée six pans creux',
    'Countersunk socket screw',
    'Senkschraube mit Innensechskant',
  ],
  'DIN7991',
  12.5,
  boltSizes(),
);
export const hexNut = din(
  'hex-nut',
  ['Zeskantmoer', 'Écrou hexagonal', 'Hexagon nut', 'Sechskantmutter'],
  'DIN934',
  4.2,
  nutSizes(),
  false,
);
export const lockNut = din(
  'lock-nut',
  ['Borgmoer', 'Écrou autofreiné', 'Nylon lock nut', 'Sicherungsmutter'],
  'DIN985',
  6.8,
  nutSizes(),
  false,
);
export const flatWasher = din(
  'flat-washer',
  ['Vlakke sluitring', 'Rondelle plate', 'Flat washer', 'Unterlegscheibe'],
  'DIN125',
  3.1,
  washerSizes(1),
  false,
);
export const springWasher = din(
  'spring-washer',
  ['Veerring', 'Rondelle élastique', 'Spring washer', 'Federring'],
  'DIN127',
  3.4,
  washerSizes(1.2),
  false,
);

export const threadedRod = family({
  key: 'threaded-rod',
  item: ['Draadstang', 'Tige filetée', 'Threaded rod', 'Gewindestange'],
  media: 'bolt',
  brands: FASTENER_BRANDS,
  price: 2.6,
  materials: FASTENER_MATERIALS,
  sizes: grid(THREADS, [1000, 2000, 3000], (d, l) =>
    size(`M${d}x${l}`, `M${d}x${l} mm`, { thread: `M${d}`, length: l }, ((d / 8) ** 2 * l) / 1000),
  ),
  mpn: (s, material) => `DIN976 ${s.code} ${GRADE[material ?? 'zinc'] ?? ''}`.trim(),
});

export const wedgeAnchor = family({
  key: 'wedge-anchor',
  item: ['Keilbout', "Goujon d'ancrage", 'Wedge anchor', 'Bolzenanker'],
  media: 'bolt',
  brands: ['fischer', 'bossard', 'house'],
  price: 14,
  unit: 'PAK',
  materials: ['zinc', 'a4'],
  sizes: grid([8, 10, 12, 16], [75, 90, 100, 120, 150], (d, l) =>
    l < 8 * d - 10 || l > 15 * d
      ? null
      : size(`M${d}x${l}`, `M${d}x${l}`, { thread: `M${d}`, length: l }, (d * d * l) / 7000),
  ),
  mpn: (s, material) => `FAZ ${s.code}${material === 'a4' ? ' A4' : ' GS'}`,
});
