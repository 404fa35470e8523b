import { stableId } from '../../shared/ids.ts';
import { type L4, translations } from './text.ts';

/** Brands by key; `tier` scales prices (premium brands cost more than the house brand). */
export const MANUFACTURERS = {
  skf: { name: 'SKF', tier: 1.25, link: 'https://www.skf.com' },
  fag: { name: 'FAG', tier: 1.2, link: 'https://www.schaeffler.com' },
  ina: { name: 'INA', tier: 1.15, link: 'https://www.schaeffler.com' },
  nsk: { name: 'NSK', tier: 1.15, link: 'https://www.nsk.com' },
  timken: { name: 'Timken', tier: 1.2, link: 'https://www.timken.com' },
  ntn: { name: 'NTN-SNR', tier: 1.05, link: 'https://www.ntn-snr.com' },
  trelleborg: { name: 'Trelleborg', tier: 1.2, link: 'https://www.trelleborg.com' },
  freudenberg: { name: 'Freudenberg', tier: 1.25, link: 'https://www.fst.com' },
  parker: { name: 'Parker', tier: 1.15, link: 'https://www.parker.com' },
  bossard: { name: 'Bossard', tier: 1.1, link: 'https://www.bossard.com' },
  fischer: { name: 'fischer', tier: 1.15, link: 'https://www.fischer.de' },
  gates: { name: 'Gates', tier: 1.15, link: 'https://www.gates.com' },
  optibelt: { name: 'Optibelt', tier: 1.1, link: 'https://www.optibelt.com' },
  tsubaki: { name: 'Tsubaki', tier: 1.2, link: 'https://www.tsubaki.eu' },
  renold: { name: 'Renold', tier: 1.1, link: 'https://www.renold.com' },
  ktr: { name: 'KTR', tier: 1.15, link: 'https://www.ktr.com' },
  fenner: { name: 'Fenner', tier: 1.0, link: 'https://www.fptgroup.com' },
  bahco: { name: 'Bahco', tier: 1.1, link: 'https://www.bahco.com' },
  gedore: { name: 'Gedore', tier: 1.2, link: 'https://www.gedore.com' },
  mitutoyo: { name: 'Mitutoyo', tier: 1.3, link: 'https://www.mitutoyo.eu' },
  makita: { name: 'Makita', tier: 1.15, link: 'https://www.makita.be' },
  bosch: { name: 'Bosch Professional', tier: 1.15, link: 'https://www.bosch-professional.com' },
  threeM: { name: '3M', tier: 1.15, link: 'https://www.3m.com' },
  uvex: { name: 'uvex', tier: 1.1, link: 'https://www.uvex-safety.com' },
  ansell: { name: 'Ansell', tier: 1.1, link: 'https://www.ansell.com' },
  kluber: { name: 'Klüber Lubrication', tier: 1.3, link: 'https://www.klueber.com' },
  mobil: { name: 'Mobil', tier: 1.1, link: 'https://www.mobil.com' },
  perma: { name: 'perma', tier: 1.1, link: 'https://www.perma-tec.com' },
  festo: { name: 'Festo', tier: 1.25, link: 'https://www.festo.com' },
  smc: { name: 'SMC', tier: 1.15, link: 'https://www.smc.eu' },
  house: { name: 'Indumex Select', tier: 0.8, link: null },
} as const;
export type ManufacturerKey = keyof typeof MANUFACTURERS;

export const manufacturerId = (key: string) => stableId(`manufacturer:${key}`);

const about = (name: string): L4 => [
  `${name} is een gerenommeerde fabrikant van industriële componenten.`,
  `${name} est un fabricant reconnu de composants industriels.`,
  `${name} is a renowned manufacturer of industrial components.`,
  `${name} ist ein renommierter Hersteller industrieller Komponenten.`,
];

export const manufacturerRows = () =>
  Object.entries(MANUFACTURERS).map(([key, { name, link }]) => ({
    id: manufacturerId(key),
    name,
    link,
    translations: translations({ description: about(name) }),
  }));
