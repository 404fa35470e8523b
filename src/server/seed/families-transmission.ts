import { family, grid, size } from './family.ts';

const range = (from: number, to: number, step: number) =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);

/** Belt profiles with their top width in mm. */
const beltSizes = (profiles: readonly [string, number][], lengths: number[], suffix = '') =>
  grid(profiles, lengths, ([profile, width], length) =>
    size(
      `${profile} ${length}${suffix}`,
      `${width}x${length} mm`,
      { width, length },
      (width / 10) * (length / 1000),
    ),
  );

const BELT_BRANDS = ['gates', 'optibelt', 'house'];

export const vBelt = family({
  key: 'v-belt',
  item: ['V-snaar', 'Courroie trapézoïdale', 'Classical V-belt', 'Keilriemen'],
  media: 'belt',
  brands: BELT_BRANDS,
  price: 7.5,
  materials: ['rubber'],
  variants: true,
  sizes: beltSizes(
    [
      ['A', 13],
      ['B', 17],
      ['C', 22],
    ],
    range(800, 3000, 100),
    ' Li',
  ),
});

export const wedgeBelt = family({
  key: 'wedge-belt',
  item: ['Smalle V-snaar', 'Courroie trapézoïdale étroite', 'Wedge belt', 'Schmalkeilriemen'],
  media: 'belt',
  brands: BELT_BRANDS,
  price: 8.4,
  materials: ['rubber'],
  variants: true,
  sizes: beltSizes(
    [
      ['SPZ', 10],
      ['SPA', 13],
      ['SPB', 16],
      ['XPZ', 10],
    ],
    range(600, 3550, 50),
    ' Lw',
  ),
});

export const timingBelt = family({
  key: 'timing-belt',
  item: ['Tandriem', 'Courroie crantée', 'Timing belt', 'Zahnriemen'],
  media: 'belt',
  brands: BELT_BRANDS,
  price: 16,
  materials: ['rubber', 'polyurethane'],
  sizes: ['5M', '8M'].flatMap((pitch) =>
    grid(range(400, 2000, 80), [15, 20, 30], (length, width) =>
      size(
        `${length}-${pitch}-${width}`,
        `${width}x${length} mm`,
        { width, length },
        (width / 20) * (length / 1000),
      ),
    ),
  ),
});

const CHAINS: [code: string, pitch: number, factor: number][] = [
  ['06B-1', 9.525, 0.7],
  ['08B-1', 12.7, 1],
  ['10B-1', 15.875, 1.4],
  ['12B-1', 19.05, 1.9],
  ['16B-1', 25.4, 3.2],
  ['08B-2', 12.7, 1.9],
  ['10B-2', 15.875, 2.6],
];

export const rollerChain = family({
  key: 'roller-chain',
  item: ['Rollenketting', 'Chaîne à rouleaux', 'Roller chain', 'Rollenkette'],
  media: 'chain',
  brands: ['tsubaki', 'renold', 'house'],
  price: 14,
  unit: 'M',
  materials: ['steel', 'steel', 'stainless'],
  sizes: CHAINS.map(([code, pitch, factor]) => size(code, `p ${pitch} mm`, { width: pitch }, factor)),
  mpn: (s, material) => `${s.code}${material === 'stainless' ? ' SS' : ''} DIN 8187`,
});

export const sprocket = family({
  key: 'sprocket',
  item: ['Kettingwiel', 'Pignon', 'Sprocket', 'Kettenrad'],
  media: 'chain',
  brands: ['tsubaki', 'renold', 'house'],
  price: 11,
  materials: ['steel'],
  sizes: grid(CHAINS.slice(0, 5), range(10, 38, 2), ([code, pitch, factor], teeth) => {
    const outer = Math.round(pitch / Math.sin(Math.PI / teeth) + pitch * 0.6);
    return size(`${code} z${teeth}`, `z=${teeth}, Ø ${outer} mm`, { outer }, factor * (teeth / 19));
  }),
});

export const vPulley = family({
  key: 'v-pulley',
  item: ['V-snaarschijf', 'Poulie à gorge', 'V-belt pulley', 'Keilriemenscheibe'],
  media: 'belt',
  brands: ['fenner', 'optibelt', 'house'],
  price: 24,
  materials: ['castIron'],
  sizes: ['SPZ', 'SPA', 'SPB'].flatMap((profile) =>
    grid([63, 80, 100, 125, 160, 200, 250, 315, 400], [1, 2, 3], (d, grooves) =>
      size(`${profile} ${d}-${grooves}`, `Ø ${d} mm`, { outer: d }, (d / 100) ** 1.5 * (0.6 + grooves * 0.4)),
    ),
  ),
});

const BUSHES: [code: string, bores: number[]][] = [
  ['1008', [10, 12, 14, 19, 22, 25]],
  ['1210', [12, 16, 20, 25, 30, 32]],
  ['1610', [14, 19, 24, 28, 35, 42]],
  ['2012', [19, 25, 30, 38, 45, 50]],
  ['2517', [25, 32, 40, 48, 55, 60]],
];

export const taperBush = family({
  key: 'taper-bush',
  item: ['Taperlock bus', 'Moyeu amovible', 'Taper bush', 'Spannbuchse'],
  media: 'belt',
  brands: ['fenner', 'optibelt', 'house'],
  price: 9,
  materials: ['castIron', 'steel'],
  sizes: BUSHES.flatMap(([code, bores]) =>
    bores.map((d) => size(`${code}-${d}`, `Ø ${d} mm`, { inner: d }, Number(code.slice(0, 2)) / 12)),
  ),
});

/** Coupling size (also its maximum bore) and outer diameter. */
const JAWS: [number, number][] = [
  [14, 30],
  [19, 40],
  [24, 55],
  [28, 65],
  [38, 80],
  [42, 95],
  [48, 105],
];

export const jawCoupling = family({
  key: 'jaw-coupling',
  item: ['Klauwkoppeling', 'Accouplement à griffes', 'Jaw coupling', 'Klauenkupplung'],
  media: 'belt',
  brands: ['ktr', 'house'],
  price: 32,
  materials: ['aluminium', 'castIron'],
  sizes: JAWS.map(([s, D]) => size(`GR ${s}`, `Ø ${D} mm`, { outer: D, inner: s }, (D / 55) ** 2)),
  mpn: (s) => `ROTEX-${s.code.replace(' ', '')}`,
});

export const tyreCoupling = family({
  key: 'tyre-coupling',
  item: ['Bandenkoppeling', 'Accouplement à pneu', 'Tyre coupling', 'Reifenkupplung'],
  media: 'belt',
  brands: ['fenner', 'house'],
  price: 68,
  materials: ['castIron', 'rubber'],
  sizes: [40, 50, 60, 70, 80, 90, 100, 110, 120].map((f) =>
    size(`F${f}`, `Ø ${f * 2 + 24} mm`, { outer: f * 2 + 24 }, (f / 60) ** 2),
  ),
  mpn: (s) => `${s.code} HB`,
});
