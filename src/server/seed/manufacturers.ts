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

export const manufacturerRows = () =>
  MANUFACTURERS.map(({ key, name, link }) => ({
    id: manufacturerId(key),
    name,
    link,
    translations: translations({ description: about(name) }),
  }));
