import { family, grid, type Size, size } from './family.ts';

/** ISO bore codes with d and (D, B) of the 60, 62 and 63 dimension series, in mm. */
const BORES: readonly [
  code: string,
  d: number,
  s60: [number, number],
  s62: [number, number],
  s63: [number, number],
][] = [
  ['00', 10, [26, 8], [30, 9], [35, 11]],
  ['01', 12, [28, 8], [32, 10], [37, 12]],
  ['02', 15, [32, 9], [35, 11], [42, 13]],
  ['03', 17, [35, 10], [40, 12], [47, 14]],
  ['04', 20, [42, 12], [47, 14], [52, 15]],
  ['05', 25, [47, 12], [52, 15], [62, 17]],
  ['06', 30, [55, 13], [62, 16], [72, 19]],
  ['07', 35, [62, 14], [72, 17], [80, 21]],
  ['08', 40, [68, 15], [80, 18], [90, 23]],
  ['09', 45, [75, 16], [85, 19], [100, 25]],
  ['10', 50, [80, 16], [90, 20], [110, 27]],
  ['11', 55, [90, 18], [100, 21], [120, 29]],
  ['12', 60, [95, 18], [110, 22], [130, 31]],
  ['13', 65, [100, 18], [120, 23], [140, 33]],
  ['14', 70, [110, 20], [125, 24], [150, 35]],
  ['15', 75, [115, 20], [130, 25], [160, 37]],
  ['16', 80, [125, 22], [140, 26], [170, 39]],
];

type Series = '60' | '62' | '63';

/** Sizes of one bearing type: prefix + bore code + suffix, dimensions from the chosen series. */
function bearingSizes(
  types: readonly { prefix: string; series: Series; extraWidth?: number }[],
  suffixes: readonly string[],
  minBore = 0,
): Size[] {
  const sizes: Size[] = [];
  for (const { prefix, series, extraWidth = 0 } of types) {
    for (const [code, d, ...dims] of BORES.slice(minBore)) {
      const [D, B] = dims[['60', '62', '63'].indexOf(series)] as [number, number];
      const width = B + extraWidth;
      for (const suffix of suffixes) {
        const m = { inner: d, outer: D, width };
        sizes.push(size(`${prefix}${code}${suffix}`, `${d}x${D}x${width} mm`, m, (D / 47) ** 1.8));
      }
    }
  }
  return sizes;
}

const BEARING_BRANDS = ['skf', 'fag', 'nsk', 'timken', 'ntn', 'house'];
/** Stainless versions carry an S prefix, as in SKF's and FAG's catalogues. */
const stainlessPrefix = (s: Size, material: string | undefined) =>
  material === 'stainless' ? `S${s.code}` : s.code;

export const deepGroove = family({
  key: 'deep-groove',
  item: ['Groefkogellager', 'Roulement rigide à billes', 'Deep groove ball bearing', 'Rillenkugellager'],
  media: 'bearing',
  brands: BEARING_BRANDS,
  price: 4.6,
  materials: ['steel', 'steel', 'steel', 'stainless'],
  sizes: bearingSizes(
    [
      { prefix: '60', series: '60' },
      { prefix: '62', series: '62' },
      { prefix: '63', series: '63' },
    ],
    ['', '-2RS', '-2Z', '-2RS C3'],
  ),
  mpn: stainlessPrefix,
});

export const angularContact = family({
  key: 'angular-contact',
  item: [
    'Hoekcontactkogellager',
    'Roulement à billes à contact oblique',
    'Angular contact ball bearing',
    'Schrägkugellager',
  ],
  media: 'bearing',
  brands: BEARING_BRANDS,
  price: 14.5,
  materials: ['steel'],
  sizes: bearingSizes(
    [
      { prefix: '72', series: '62' },
      { prefix: '73', series: '63' },
    ],
    ['-BECBP', '-B-TVP'],
  ),
});

export const selfAligning = family({
  key: 'self-aligning',
  item: [
    'Zelfinstellend kogellager',
    'Roulement à rotule sur billes',
    'Self-aligning ball bearing',
    'Pendelkugellager',
  ],
  media: 'bearing',
  brands: BEARING_BRANDS,
  price: 11.8,
  materials: ['steel'],
  sizes: bearingSizes(
    [
      { prefix: '12', series: '62' },
      { prefix: '22', series: '62', extraWidth: 4 },
    ],
    ['', 'K', '-2RS'],
  ),
});

export const tapered = family({
  key: 'tapered',
  item: ['Kegellager', 'Roulement à rouleaux coniques', 'Tapered roller bearing', 'Kegelrollenlager'],
  media: 'bearing',
  brands: BEARING_BRANDS,
  price: 12.9,
  materials: ['steel'],
  sizes: bearingSizes(
    [
      { prefix: '302', series: '62', extraWidth: 1 },
      { prefix: '322', series: '62', extraWidth: 5 },
    ],
    ['', ' J2/Q'],
    2,
  ),
});

export const cylindrical = family({
  key: 'cylindrical',
  item: [
    'Cilinderlager',
    'Roulement à rouleaux cylindriques',
    'Cylindrical roller bearing',
    'Zylinderrollenlager',
  ],
  media: 'bearing',
  brands: BEARING_BRANDS,
  price: 24,
  materials: ['steel'],
  sizes: bearingSizes(
    [
      { prefix: 'NU2', series: '62' },
      { prefix: 'NJ2', series: '62' },
      { prefix: 'NU3', series: '63' },
    ],
    ['-E-TVP2', ' ECP'],
    2,
  ),
});

export const spherical = family({
  key: 'spherical',
  item: ['Tonlager', 'Roulement à rotule sur rouleaux', 'Spherical roller bearing', 'Pendelrollenlager'],
  media: 'bearing',
  brands: BEARING_BRANDS,
  price: 48,
  materials: ['steel'],
  sizes: bearingSizes(
    [
      { prefix: '222', series: '62', extraWidth: 4 },
      { prefix: '223', series: '63', extraWidth: 10 },
    ],
    [' E', ' EK', ' E/C3'],
    5,
  ),
});

const NEEDLE_BORES = [8, 10, 12, 15, 16, 20, 25, 30, 35, 40];

export const needleCage = family({
  key: 'needle-cage',
  item: ['Naaldkrans', 'Cage à aiguilles', 'Needle roller and cage assembly', 'Nadelkranz'],
  media: 'bearing',
  brands: ['ina', 'skf', 'nsk', 'house'],
  price: 3.2,
  materials: ['steel'],
  sizes: grid(NEEDLE_BORES, [10, 13, 17], (fw, b) =>
    size(
      `K${fw}x${fw + 5}x${b}`,
      `${fw}x${fw + 5}x${b} mm`,
      { inner: fw, outer: fw + 5, width: b },
      (fw / 20) * (b / 13),
    ),
  ),
});

export const drawnCup = family({
  key: 'drawn-cup',
  item: ['Naaldbus', 'Douille à aiguilles', 'Drawn cup needle roller bearing', 'Nadelhülse'],
  media: 'bearing',
  brands: ['ina', 'skf', 'nsk', 'house'],
  price: 2.9,
  materials: ['steel'],
  sizes: grid(NEEDLE_BORES, [10, 12, 16, 20], (fw, c) =>
    size(
      `HK${String(fw).padStart(2, '0')}${c}`,
      `${fw}x${fw + 6}x${c} mm`,
      { inner: fw, outer: fw + 6, width: c },
      (fw / 20) * (c / 12),
    ),
  ),
});

const UNIT_BORES = [20, 25, 30, 35, 40, 45, 50, 55, 60];
const unitSizes = (prefix: string) =>
  UNIT_BORES.map((d, i) =>
    size(`${prefix}${String(i + 4).padStart(2, '0')}`, `Ø ${d} mm`, { inner: d }, (d / 25) ** 1.5),
  );

export const pillowBlock = family({
  key: 'pillow-block',
  item: ['Staand lagerblok', 'Palier à semelle', 'Pillow block unit', 'Stehlagereinheit'],
  media: 'bearing',
  brands: ['skf', 'fag', 'ntn', 'house'],
  price: 19.5,
  materials: ['castIron', 'castIron', 'stainless'],
  sizes: unitSizes('UCP2'),
});

export const flangeUnit = family({
  key: 'flange-unit',
  item: ['Flenslager', 'Palier à bride', 'Flanged bearing unit', 'Flanschlagereinheit'],
  media: 'bearing',
  brands: ['skf', 'fag', 'ntn', 'house'],
  price: 21.5,
  materials: ['castIron', 'castIron', 'stainless'],
  sizes: [...unitSizes('UCF2'), ...unitSizes('UCFL2')],
});
