import { stableId } from '../../shared/ids.ts';
import { MANUFACTURERS } from './data.ts';
import { type L4, translations } from './text.ts';

export const manufacturerId = (key: string) => stableId(`manufacturer:${key}`);

const about = (name: string): L4 => [
  `${name} is een gerenommeerde fabrikant van industriële componenten.`,
  `${name} est un fabricant reconnu de composants industriels.`,
  `${name} is a renowned manufacturer of industrial components.`,
  `${name} ist ein renommierter Hersteller industrieller Komponenten.`,
];

/** The demo brands as a connector sends them (`product_manufacturer`): the seed writes them through the sync. */
export const manufacturerRecords = () =>
  MANUFACTURERS.map(({ key, name, link }) => ({
    id: manufacturerId(key),
    name,
    link,
    translations: translations({ description: about(name) }),
  }));
