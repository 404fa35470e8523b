import type { L4 } from './text.ts';

export type Unit = 'ST' | 'M' | 'KG' | 'L' | 'PAK';

/** Measures become property options: numbers are millimetres (numericValue), the rest labels. */
export interface Measures {
  inner?: number;
  outer?: number;
  width?: number;
  length?: number;
  thread?: string;
  content?: string;
}

/** One orderable size of a family; `factor` scales the family's base price. */
export interface Size {
  code: string;
  label: string;
  m: Measures;
  factor: number;
  unit?: Unit;
}

/** A product family: every product is one size of a family, made by one of its brands. */
export interface Family {
  key: string;
  /** Singular product noun, the start of every product name. */
  item: L4;
  media: string;
  brands: readonly string[];
  /** Euro price of a size with factor 1. */
  price: number;
  unit: Unit;
  materials: readonly MaterialKey[];
  colours: readonly ColourKey[];
  sizes: readonly Size[];
  /** Manufacturer number; language neutral. */
  mpn: (size: Size, material: MaterialKey | undefined) => string;
  /** Whether a parent with children in several sizes makes sense (O-ring sets, bolts…). */
  variants: boolean;
}

type FamilyInput = Pick<Family, 'key' | 'item' | 'media' | 'brands' | 'price' | 'sizes'> &
  Partial<Omit<Family, 'key' | 'item' | 'media' | 'brands' | 'price' | 'sizes'>>;

export const family = (input: FamilyInput): Family => ({
  unit: 'ST',
  materials: [],
  colours: [],
  mpn: (size) => size.code,
  variants: false,
  ...input,
});

export const size = (code: string, label: string, m: Measures = {}, factor = 1): Size => ({
  code,
  label,
  m,
  factor: Math.round(factor * 1000) / 1000,
});

/** Every combination of two lists, for size grids such as thread × length. */
export const grid = <A, B, T>(as: readonly A[], bs: readonly B[], make: (a: A, b: B) => T | null): T[] =>
  as.flatMap((a) => bs.map((b) => make(a, b)).filter((x): x is T => x !== null));

export const MATERIALS = {
  steel: ['Staal', 'Acier', 'Steel', 'Stahl'],
  stainless: ['Roestvrij staal', 'Acier inoxydable', 'Stainless steel', 'Edelstahl'],
  zinc: ['Staal verzinkt 8.8', 'Acier zingué 8.8', 'Zinc-plated steel 8.8', 'Stahl verzinkt 8.8'],
  a2: ['RVS A2', 'Inox A2', 'Stainless steel A2', 'Edelstahl A2'],
  a4: ['RVS A4', 'Inox A4', 'Stainless steel A4', 'Edelstahl A4'],
  nbr: ['NBR', 'NBR', 'NBR', 'NBR'],
  fkm: ['FKM', 'FKM', 'FKM', 'FKM'],
  epdm: ['EPDM', 'EPDM', 'EPDM', 'EPDM'],
  brass: ['Messing', 'Laiton', 'Brass', 'Messing'],
  copper: ['Koper', 'Cuivre', 'Copper', 'Kupfer'],
  polyamide: ['Polyamide', 'Polyamide', 'Polyamide', 'Polyamid'],
  polyurethane: ['Polyurethaan', 'Polyuréthane', 'Polyurethane', 'Polyurethan'],
  castIron: ['Gietijzer', 'Fonte', 'Cast iron', 'Grauguss'],
  aluminium: ['Aluminium', 'Aluminium', 'Aluminium', 'Aluminium'],
  rubber: ['Rubber', 'Caoutchouc', 'Rubber', 'Gummi'],
  chromeVanadium: ['Chroom-vanadium', 'Chrome-vanadium', 'Chrome vanadium', 'Chrom-Vanadium'],
  nitrile: ['Nitril', 'Nitrile', 'Nitrile', 'Nitril'],
  hdpe: ['HDPE', 'PEHD', 'HDPE', 'HDPE'],
  polycarbonate: ['Polycarbonaat', 'Polycarbonate', 'Polycarbonate', 'Polycarbonat'],
} as const satisfies Record<string, L4>;
export type MaterialKey = keyof typeof MATERIALS;

export const COLOURS = {
  black: ['Zwart', 'Noir', 'Black', 'Schwarz'],
  brown: ['Bruin', 'Marron', 'Brown', 'Braun'],
  blue: ['Blauw', 'Bleu', 'Blue', 'Blau'],
  red: ['Rood', 'Rouge', 'Red', 'Rot'],
  yellow: ['Geel', 'Jaune', 'Yellow', 'Gelb'],
  white: ['Wit', 'Blanc', 'White', 'Weiß'],
  grey: ['Grijs', 'Gris', 'Grey', 'Grau'],
  orange: ['Oranje', 'Orange', 'Orange', 'Orange'],
  clear: ['Transparant', 'Transparent', 'Clear', 'Transparent'],
} as const satisfies Record<string, L4>;
export type ColourKey = keyof typeof COLOURS;
