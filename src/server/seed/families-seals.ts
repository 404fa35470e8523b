import { type Family, family, grid, size } from './family.ts';

const ORING_IDS = [
  3, 4, 5, 6, 8, 10, 12, 14, 15, 16, 18, 20, 22, 25, 28, 30, 32, 35, 40, 45, 50, 60, 70, 80, 100, 120, 150,
];
const ORING_CS = [1.5, 2, 2.5, 3, 3.5, 4, 5];
const ORING_GRADE: Record<string, string> = { nbr: 'NBR70', fkm: 'FKM75', epdm: 'EPDM70' };

const oring = (material: 'nbr' | 'fkm' | 'epdm', colours: Family['colours']) =>
  family({
    key: `o-ring-${material}`,
    item: ['O-ring', 'Joint torique', 'O-ring', 'O-Ring'],
    media: 'o-ring',
    brands: ['trelleborg', 'freudenberg', 'parker', 'house'],
    price: 0.18,
    materials: [material],
    colours,
    variants: true,
    sizes: grid(ORING_IDS, ORING_CS, (id, cs) =>
      cs > id / 2
        ? null
        : size(
            `${id}x${cs}`,
            `${id}x${cs} mm`,
            { inner: id, outer: id + 2 * cs, width: cs },
            ((id + 10) * cs) / 40,
          ),
    ),
    mpn: (s) => `OR ${s.code} ${ORING_GRADE[material]}`,
  });

export const oringNbr = oring('nbr', ['black']);
export const oringFkm = oring('fkm', ['brown', 'black']);
export const oringEpdm = oring('epdm', ['black']);

const SHAFTS = [10, 12, 15, 17, 20, 25, 30, 35, 40, 45, 50, 55, 60, 70, 80];

export const shaftSeal = family({
  key: 'shaft-seal',
  item: ['Radiale asafdichting', 'Joint à lèvre radial', 'Radial shaft seal', 'Radialwellendichtring'],
  media: 'o-ring',
  brands: ['freudenberg', 'trelleborg', 'skf', 'house'],
  price: 2.4,
  materials: ['nbr', 'nbr', 'fkm'],
  colours: ['black', 'brown'],
  sizes: grid(SHAFTS, [12, 20], (d, extra) => {
    const D = d + extra;
    const b = d < 30 ? 7 : 10;
    return size(`${d}x${D}x${b}`, `${d}x${D}x${b} mm`, { inner: d, outer: D, width: b }, (D / 40) ** 1.4);
  }),
  mpn: (s, material) => `${s.code} BASL ${material === 'fkm' ? 'FKM' : 'NBR'}`,
});

export const vRing = family({
  key: 'v-ring',
  item: ['V-ring', 'Joint V-ring', 'V-ring seal', 'V-Ring'],
  media: 'o-ring',
  brands: ['skf', 'freudenberg', 'house'],
  price: 1.9,
  materials: ['nbr', 'fkm'],
  colours: ['black'],
  sizes: SHAFTS.map((d) => size(`V-${d}A`, `Ø ${d} mm`, { inner: d }, d / 30)),
});

export const oringKit = family({
  key: 'o-ring-kit',
  item: ['O-ring assortiment', 'Coffret de joints toriques', 'O-ring assortment kit', 'O-Ring-Sortiment'],
  media: 'o-ring',
  brands: ['parker', 'trelleborg', 'house'],
  price: 39,
  materials: ['nbr', 'fkm'],
  sizes: [225, 382, 404, 556].map((n) => size(`ORK-${n}`, `${n} st.`, {}, n / 382)),
  mpn: (s, material) => `${s.code}-${material === 'fkm' ? 'FKM' : 'NBR'}`,
});

const COPPER_WASHERS: [number, number, number][] = [
  [6, 10, 1],
  [8, 12, 1],
  [10, 14, 1],
  [12, 16, 1.5],
  [14, 20, 1.5],
  [16, 20, 1.5],
  [18, 24, 1.5],
  [20, 26, 1.5],
  [22, 27, 1.5],
  [24, 30, 2],
];

export const copperWasher = family({
  key: 'copper-washer',
  item: ['Koperen dichtring', "Bague d'étanchéité cuivre", 'Copper sealing washer', 'Kupferdichtring'],
  media: 'o-ring',
  brands: ['bossard', 'house'],
  price: 6.5,
  unit: 'PAK',
  materials: ['copper'],
  sizes: COPPER_WASHERS.map(([d, D, t]) =>
    size(`${d}x${D}x${t}`, `${d}x${D}x${t} mm`, { inner: d, outer: D, width: t }, D / 16),
  ),
  mpn: (s) => `DIN7603 A ${s.code} CU`,
});

export const gasketSheet = family({
  key: 'gasket-sheet',
  item: ['Pakkingplaat', 'Plaque de joint', 'Gasket sheet', 'Dichtungsplatte'],
  media: 'o-ring',
  brands: ['trelleborg', 'freudenberg', 'house'],
  price: 42,
  materials: ['epdm', 'nbr', 'fkm'],
  colours: ['black'],
  sizes: grid([1000, 1500], [1, 1.5, 2, 3, 4, 5], (format, t) =>
    size(
      `${format}x${format}x${t}`,
      `${format}x${format}x${t} mm`,
      { length: format, width: t },
      (format / 1000) ** 2 * t,
    ),
  ),
  mpn: (s, material) => `GS-${String(material).toUpperCase()}-${s.code}`,
});

const FLANGES: [dn: number, d: number, D: number][] = [
  [15, 22, 51],
  [20, 27, 61],
  [25, 34, 71],
  [32, 43, 82],
  [40, 49, 92],
  [50, 61, 107],
  [65, 77, 127],
  [80, 89, 142],
  [100, 115, 162],
  [125, 141, 192],
  [150, 169, 218],
];

export const flangeGasket = family({
  key: 'flange-gasket',
  item: ['Flenspakking', 'Joint de bride', 'Flange gasket', 'Flanschdichtung'],
  media: 'o-ring',
  brands: ['trelleborg', 'house'],
  price: 2.2,
  materials: ['epdm', 'nbr'],
  sizes: FLANGES.map(([dn, d, D]) =>
    size(`DN${dn} PN16`, `${d}x${D}x2 mm`, { inner: d, outer: D, width: 2 }, dn / 40),
  ),
  mpn: (s, material) => `FG ${s.code} ${String(material).toUpperCase()}`,
});
