import { family, grid, size } from './family.ts';

const TOOL_BRANDS = ['bahco', 'gedore', 'house'];

const OPEN_ENDS: [number, number][] = [
  [6, 7],
  [8, 9],
  [8, 10],
  [10, 11],
  [12, 13],
  [13, 17],
  [14, 15],
  [16, 17],
  [17, 19],
  [19, 22],
  [24, 27],
  [30, 32],
];

export const openEndSpanner = family({
  key: 'open-end-spanner',
  item: ['Steeksleutel', 'Clé plate', 'Open-end spanner', 'Doppelmaulschlüssel'],
  media: 'wrench',
  brands: TOOL_BRANDS,
  price: 7.9,
  materials: ['chromeVanadium'],
  sizes: OPEN_ENDS.map(([a, b]) => size(`${a}x${b}`, `${a}x${b} mm`, { length: 80 + b * 8 }, b / 13)),
  mpn: (s) => `OE-${s.code}`,
});

export const combinationSpanner = family({
  key: 'combination-spanner',
  item: ['Ringsteeksleutel', 'Clé mixte', 'Combination spanner', 'Ringmaulschlüssel'],
  media: 'wrench',
  brands: TOOL_BRANDS,
  price: 8.9,
  materials: ['chromeVanadium'],
  sizes: [6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22, 24, 27, 30, 32].map((w) =>
    size(`${w}`, `${w} mm`, { length: 90 + w * 9 }, w / 13),
  ),
  mpn: (s) => `1M-${s.code}`,
});

const TIPS = [
  '0,5x3',
  '0,8x4',
  '1x5,5',
  '1,2x6,5',
  'PH0',
  'PH1',
  'PH2',
  'PH3',
  'PZ1',
  'PZ2',
  'PZ3',
  'TX10',
  'TX15',
  'TX20',
  'TX25',
  'TX30',
  'TX40',
];

export const screwdriver = family({
  key: 'screwdriver',
  item: ['Schroevendraaier', 'Tournevis', 'Screwdriver', 'Schraubendreher'],
  media: 'wrench',
  brands: ['bahco', 'gedore', 'house'],
  price: 6.5,
  materials: ['chromeVanadium'],
  sizes: grid(TIPS, [75, 100, 150], (tip, l) =>
    size(`${tip}x${l}`, `${tip} x ${l} mm`, { length: l }, l / 100),
  ),
  mpn: (s) => `SD-${s.code.replace(',', '.')}`,
});

export const caliper = family({
  key: 'caliper',
  item: ['Schuifmaat', 'Pied à coulisse', 'Vernier caliper', 'Messschieber'],
  media: 'wrench',
  brands: ['mitutoyo', 'house'],
  price: 45,
  materials: ['stainless'],
  sizes: grid(['analog', 'digital'], [150, 200, 300], (kind, l) =>
    size(
      `${kind === 'digital' ? '500' : '530'}-${l}`,
      `0-${l} mm`,
      { length: l },
      (l / 150) * (kind === 'digital' ? 2.6 : 1),
    ),
  ),
});

export const tapeMeasure = family({
  key: 'tape-measure',
  item: ['Rolmeter', 'Mètre ruban', 'Tape measure', 'Maßband'],
  media: 'wrench',
  brands: ['bahco', 'house'],
  price: 6,
  colours: ['yellow', 'black'],
  sizes: grid([3, 5, 8, 10], [16, 19, 25], (m, w) =>
    m === 3 && w === 25
      ? null
      : size(`${m}-${w}`, `${m} m x ${w} mm`, { length: m * 1000, width: w }, (m / 5) * (w / 19)),
  ),
  mpn: (s) => `MTB-${s.code}`,
});

export const puller = family({
  key: 'puller',
  item: ['Lagertrekker', 'Extracteur de roulements', 'Bearing puller', 'Abzieher'],
  media: 'wrench',
  brands: ['skf', 'gedore', 'house'],
  price: 58,
  materials: ['steel'],
  sizes: grid([2, 3], [100, 150, 200, 250, 300], (arms, span) =>
    size(`${arms}-${span}`, `Ø ${span} mm`, { outer: span }, (span / 150) * (arms === 3 ? 1.4 : 1)),
  ),
  mpn: (s) => `TMMA ${s.code}`,
});

export const inductionHeater = family({
  key: 'induction-heater',
  item: ['Inductieverwarmer', 'Chauffeur à induction', 'Induction heater', 'Induktionsanwärmgerät'],
  media: 'bearing',
  brands: ['skf', 'fag'],
  price: 1850,
  sizes: [size('TIH 030', '2 kVA'), size('TIH 100', '3.6 kVA', {}, 2), size('TIH 220', '10 kVA', {}, 5)],
});

export const cordlessDrill = family({
  key: 'cordless-drill',
  item: ['Accuboormachine', 'Perceuse-visseuse sans fil', 'Cordless drill driver', 'Akku-Bohrschrauber'],
  media: 'wrench',
  brands: ['makita', 'bosch'],
  price: 189,
  sizes: grid(['12V', '18V'], ['2.0', '4.0', '5.0'], (v, ah) =>
    size(`${v}-${ah}`, `${v} ${ah} Ah`, {}, (v === '18V' ? 1.4 : 1) * (0.8 + Number(ah) / 10)),
  ),
  mpn: (s) => `DDF-${s.code}`,
});

/** Disc diameter and power in watt. */
const GRINDERS: [number, number][] = [
  [115, 720],
  [125, 1200],
  [150, 1400],
  [230, 2200],
];

export const angleGrinder = family({
  key: 'angle-grinder',
  item: ['Haakse slijper', "Meuleuse d'angle", 'Angle grinder', 'Winkelschleifer'],
  media: 'wrench',
  brands: ['makita', 'bosch'],
  price: 119,
  sizes: GRINDERS.map(([d, watt]) => size(`${d}-${watt}`, `Ø ${d} mm ${watt} W`, { outer: d }, watt / 1200)),
  mpn: (s) => `GWS-${s.code}`,
});

const HAND_SIZES: [number: string, letter: string][] = [
  ['7', 'S'],
  ['8', 'M'],
  ['9', 'L'],
  ['10', 'XL'],
  ['11', 'XXL'],
];

export const cutGlove = family({
  key: 'cut-glove',
  item: ['Snijbestendige handschoen', 'Gant anti-coupure', 'Cut-resistant glove', 'Schnittschutzhandschuh'],
  media: 'helmet',
  brands: ['ansell', 'uvex', 'house'],
  price: 6.9,
  materials: ['polyurethane', 'nitrile'],
  colours: ['grey', 'black'],
  variants: true,
  sizes: HAND_SIZES.map(([n, letter]) => size(n, `${n} (${letter})`)),
  mpn: (s, material) => `CUT-${material === 'nitrile' ? 'NI' : 'PU'}-${s.code}`,
});

export const nitrileGlove = family({
  key: 'nitrile-glove',
  item: [
    'Nitril wegwerphandschoen',
    'Gant jetable en nitrile',
    'Disposable nitrile glove',
    'Nitril-Einweghandschuh',
  ],
  media: 'helmet',
  brands: ['ansell', 'house'],
  price: 9.5,
  unit: 'PAK',
  materials: ['nitrile'],
  colours: ['blue', 'black'],
  variants: true,
  sizes: HAND_SIZES.slice(0, 4).map(([, letter]) => size(letter, `${letter}, 100 st.`)),
  mpn: (s) => `NIT-100-${s.code}`,
});

export const helmet = family({
  key: 'helmet',
  item: ['Veiligheidshelm', 'Casque de sécurité', 'Safety helmet', 'Schutzhelm'],
  media: 'helmet',
  brands: ['uvex', 'threeM', 'house'],
  price: 14.5,
  materials: ['hdpe'],
  colours: ['white', 'yellow', 'blue', 'red', 'orange'],
  sizes: [
    size('PH-300', '52-61 cm'),
    size('PH-500V', '52-61 cm', {}, 1.6),
    size('PH-700E', '53-63 cm', {}, 2.4),
  ],
});

export const hearing = family({
  key: 'hearing',
  item: ['Gehoorbeschermer', 'Protection auditive', 'Hearing protector', 'Gehörschutz'],
  media: 'helmet',
  brands: ['threeM', 'uvex'],
  price: 19,
  colours: ['yellow', 'red', 'black'],
  sizes: [27, 30, 33, 36].map((snr) => size(`SNR${snr}`, `SNR ${snr} dB`, {}, snr / 30)),
  mpn: (s) => `EM-${s.code}`,
});

export const glasses = family({
  key: 'glasses',
  item: ['Veiligheidsbril', 'Lunettes de sécurité', 'Safety glasses', 'Schutzbrille'],
  media: 'helmet',
  brands: ['uvex', 'threeM', 'house'],
  price: 8.5,
  materials: ['polycarbonate'],
  colours: ['clear', 'grey', 'yellow'],
  sizes: [
    size('SG-100', 'EN 166'),
    size('SG-200', 'EN 166, anti-fog', {}, 1.4),
    size('SG-300 OTG', 'EN 166, OTG', {}, 1.7),
  ],
});

export const faceShield = family({
  key: 'face-shield',
  item: ['Gelaatsscherm', 'Écran facial', 'Face shield', 'Gesichtsschutzschirm'],
  media: 'helmet',
  brands: ['uvex', 'threeM'],
  price: 24,
  materials: ['polycarbonate'],
  colours: ['clear'],
  sizes: [size('FS-1', '200 mm'), size('FS-2', '250 mm', {}, 1.3)],
});
