import { type Family, family, grid, type Size, size } from './family.ts';

/** Packs of each grade; with `bulk`, also tapped from the drum and sold per kg or litre. */
const packs = (
  grades: readonly string[],
  contents: readonly [string, number][],
  bulk?: 'KG' | 'L',
): Size[] => [
  ...grid(grades, contents, (grade, [content, factor]) =>
    size(`${grade} ${content}`, content, { content }, factor),
  ),
  ...(bulk ? grades : []).map((grade) => ({
    ...size(
      `${grade} BULK`,
      bulk === 'KG' ? 'per kg' : 'per L',
      { content: bulk === 'KG' ? 'per kg' : 'per L' },
      0.8,
    ),
    unit: bulk,
  })),
];

const GREASE_PACKS: [string, number][] = [
  ['400 g', 1],
  ['1 kg', 2.2],
  ['5 kg', 9.5],
  ['18 kg', 30],
];
const OIL_PACKS: [string, number][] = [
  ['1 L', 1],
  ['5 L', 4.4],
  ['20 L', 16],
  ['208 L', 150],
];
const SPRAY_PACKS: [string, number][] = [
  ['300 ml', 0.8],
  ['400 ml', 1],
  ['500 ml', 1.2],
  ['5 L', 7.5],
];

const lubricant = (key: string, item: Family['item'], price: number, brands: string[], sizes: Size[]) =>
  family({ key, item, media: 'oil-can', brands, price, sizes });

export const bearingGrease = lubricant(
  'bearing-grease',
  ['Lagervet', 'Graisse pour roulements', 'Bearing grease', 'Wälzlagerfett'],
  8.5,
  ['skf', 'kluber', 'mobil', 'house'],
  packs(['EP2', 'EP3', 'LGMT 2'], GREASE_PACKS, 'KG'),
);
export const hotGrease = lubricant(
  'high-temperature-grease',
  ['Hogetemperatuurvet', 'Graisse haute température', 'High-temperature grease', 'Hochtemperaturfett'],
  14,
  ['kluber', 'skf', 'mobil'],
  packs(['HT2', 'HT 180'], GREASE_PACKS, 'KG'),
);
export const foodGrease = lubricant(
  'food-grade-grease',
  ['Voedingsvet NSF H1', 'Graisse alimentaire NSF H1', 'Food-grade grease NSF H1', 'Lebensmittelfett NSF H1'],
  16,
  ['kluber', 'skf', 'house'],
  packs(['FG 2'], GREASE_PACKS, 'KG'),
);
export const hydraulicOil = lubricant(
  'hydraulic-oil',
  ['Hydraulische olie', 'Huile hydraulique', 'Hydraulic oil', 'Hydrauliköl'],
  6.5,
  ['mobil', 'house'],
  packs(['HLP 32', 'HLP 46', 'HLP 68'], OIL_PACKS, 'L'),
);
export const gearOil = lubricant(
  'gear-oil',
  ['Tandwielolie', 'Huile pour engrenages', 'Gear oil', 'Getriebeöl'],
  8,
  ['mobil', 'kluber', 'house'],
  packs(['CLP 150', 'CLP 220', 'CLP 320', 'CLP 460'], OIL_PACKS, 'L'),
);
export const penetratingOil = lubricant(
  'penetrating-oil',
  ['Kruipolie', 'Dégrippant', 'Penetrating oil', 'Kriechöl'],
  6.9,
  ['kluber', 'house'],
  packs(['PO-1'], SPRAY_PACKS),
);
export const degreaser = lubricant(
  'degreaser',
  ['Ontvetter', 'Dégraissant', 'Degreaser', 'Entfetter'],
  5.9,
  ['threeM', 'house'],
  packs(['DG-1', 'DG-BIO'], SPRAY_PACKS),
);

export const greaseGun = family({
  key: 'grease-gun',
  item: ['Vetspuit', 'Pompe à graisse', 'Grease gun', 'Fettpresse'],
  media: 'oil-can',
  brands: ['skf', 'perma', 'house'],
  price: 32,
  materials: ['steel'],
  sizes: [size('LAGH 400', '400 g'), size('LHG 500P', '500 cm³', {}, 1.4), size('TLGB 20', '18 V', {}, 12)],
});

export const autoLubricator = family({
  key: 'auto-lubricator',
  item: [
    'Automatische smeerpot',
    'Graisseur automatique',
    'Automatic lubricator',
    'Automatischer Schmierstoffgeber',
  ],
  media: 'oil-can',
  brands: ['perma', 'skf'],
  price: 38,
  sizes: grid(['60 ml', '125 ml', '250 ml'], ['SF01', 'SF02', 'SO14'], (content, fill) =>
    size(
      `CLASSIC ${content.replace(' ', '')} ${fill}`,
      content,
      { content },
      Number.parseInt(content, 10) / 125,
    ),
  ),
});

const TUBES: [outer: number, inner: number][] = [
  [4, 2.5],
  [6, 4],
  [8, 6],
  [10, 7],
  [12, 8],
];
const THREADS = ['M5', 'G1/8', 'G1/4', 'G3/8', 'G1/2'];

export const pushInFitting = family({
  key: 'push-in-fitting',
  item: ['Insteekkoppeling', 'Raccord instantané', 'Push-in fitting', 'Steckverschraubung'],
  media: 'fitting',
  brands: ['festo', 'smc', 'parker', 'house'],
  price: 2.8,
  materials: ['brass', 'polyamide', 'stainless'],
  sizes: ['QS', 'QSL', 'QST'].flatMap((shape) =>
    grid(TUBES, THREADS, ([od], thread) =>
      thread === 'M5' && od > 6
        ? null
        : size(
            `${shape}-${thread}-${od}`,
            `Ø ${od} mm ${thread}`,
            { outer: od, thread },
            (od / 6) * (shape === 'QS' ? 1 : 1.5),
          ),
    ),
  ),
});

export const quickCoupler = family({
  key: 'quick-coupler',
  item: ['Snelkoppeling', 'Coupleur rapide', 'Quick coupler', 'Schnellkupplung'],
  media: 'fitting',
  brands: ['parker', 'festo', 'house'],
  price: 6.9,
  materials: ['brass', 'steel'],
  sizes: grid(['NW5', 'NW7,2', 'NW10'], THREADS.slice(1, 4), (series, thread) =>
    size(
      `${series.replace(',', '')}-${thread}`,
      `${series} ${thread}`,
      { thread },
      series === 'NW10' ? 1.8 : 1,
    ),
  ),
});

const tubing = (key: string, item: Family['item'], material: 'polyurethane' | 'polyamide', price: number) =>
  family({
    key,
    item,
    media: 'fitting',
    brands: ['festo', 'smc', 'parker', 'house'],
    price,
    unit: 'M',
    materials: [material],
    colours: ['blue', 'black', 'clear'],
    sizes: TUBES.map(([od, id]) => size(`${od}x${id}`, `${od}x${id} mm`, { outer: od, inner: id }, od / 6)),
    mpn: (s) => `${material === 'polyurethane' ? 'PUN' : 'PAN'}-${s.code}`,
  });

export const puTubing = tubing(
  'pu-tubing',
  ['Polyurethaan slang', 'Tube polyuréthane', 'Polyurethane tubing', 'PU-Schlauch'],
  'polyurethane',
  1.1,
);
export const paTubing = tubing(
  'pa-tubing',
  ['Polyamide slang', 'Tube polyamide', 'Polyamide tubing', 'PA-Schlauch'],
  'polyamide',
  1.4,
);

const cylinder = (key: string, item: Family['item'], bores: number[], strokes: number[], price: number) =>
  family({
    key,
    item,
    media: 'fitting',
    brands: ['festo', 'smc', 'parker'],
    price,
    materials: ['aluminium'],
    sizes: grid(bores, strokes, (bore, stroke) =>
      size(
        `${bore}-${stroke}`,
        `Ø ${bore} x ${stroke} mm`,
        { inner: bore, length: stroke },
        (bore / 40) * (1 + stroke / 400),
      ),
    ),
  });

export const isoCylinder = cylinder(
  'iso-cylinder',
  ['ISO-cilinder', 'Vérin ISO', 'ISO cylinder', 'ISO-Zylinder'],
  [32, 40, 50, 63, 80, 100],
  [25, 50, 100, 160, 200, 250, 320, 400, 500],
  85,
);
export const compactCylinder = cylinder(
  'compact-cylinder',
  ['Compacte cilinder', 'Vérin compact', 'Compact cylinder', 'Kompaktzylinder'],
  [12, 16, 20, 25, 32, 40, 50, 63],
  [5, 10, 15, 20, 25, 30, 40, 50],
  42,
);

export const filterRegulator = family({
  key: 'filter-regulator',
  item: ['Filterregelaar', 'Filtre-régulateur', 'Filter regulator', 'Filterregler'],
  media: 'fitting',
  brands: ['festo', 'smc', 'house'],
  price: 64,
  sizes: grid(THREADS.slice(1), ['5', '40'], (thread, micron) =>
    size(`${thread}-${micron}`, `${thread} ${micron} µm`, { thread }, 1 + THREADS.indexOf(thread) * 0.3),
  ),
  mpn: (s) => `LFR-${s.code}`,
});

export const valve = family({
  key: 'valve',
  item: ['Pneumatisch ventiel', 'Distributeur pneumatique', 'Pneumatic valve', 'Pneumatikventil'],
  media: 'fitting',
  brands: ['festo', 'smc', 'parker'],
  price: 78,
  materials: ['aluminium'],
  sizes: grid(['3/2', '5/2', '5/3'], THREADS.slice(1, 4), (fn, thread) =>
    size(`${fn.replace('/', '')}-${thread}`, `${fn} ${thread}`, { thread }, fn === '5/3' ? 1.5 : 1),
  ),
  mpn: (s) => `VUVS-${s.code}`,
});
