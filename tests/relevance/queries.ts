// The labelled query set of issue 28: what professional buyers type, in the trade's own notation, and the
// article that must be in the quick search's top 3. Written from the catalogue's families
// (src/server/seed/data/families/*.json: standards, sizes, series, compounds, typos, customer article numbers),
// NOT tuned to the engine: a miss is the engine's to fix, never a reason to reword a query.
// Expectations describe the article (manufacturer number, name in the query's language), never a product
// id, so the set holds at 400,000 articles where other brands sell identical articles.
import type { Locale } from '../../src/shared/locales.ts';

/** What a hit looks like: every given field must match one article (or one variant child of a hit). */
export interface Expect {
  /** The manufacturer number (language neutral). */
  mpn?: RegExp;
  /** The article's name in the query's language. */
  name?: RegExp;
  /** The article number: only for the demo company's own article numbers, which link one article. */
  number?: string;
}

export type Kind =
  | 'standard'
  | 'size'
  | 'dimension'
  | 'series'
  | 'compound'
  | 'synonym'
  | 'accent'
  | 'typo'
  | 'customer';

export interface LabelledQuery {
  locale: Locale;
  query: string;
  kind: Kind;
  expect: Expect;
  /** A row of the table (or its translation): must hit on its own, whatever the overall score. */
  table?: boolean;
  /** Typed by a logged-in buyer of the demo company (its own article numbers). */
  customer?: boolean;
}

const mpn = (re: RegExp): Expect => ({ mpn: re });
const name = (re: RegExp): Expect => ({ name: re });
/** The demo company's article links: DEMO-0001… name its five first listed articles (seed/article-links.ts). */
const linked = (n: number): Expect => ({ number: `IM-${100000 + n - 1}` });

type Row = [kind: Kind, query: string, expect: Expect, table?: 'table'];
const rows = (locale: Locale, list: Row[]): LabelledQuery[] =>
  list.map(([kind, query, expect, table]) => ({
    locale,
    query,
    kind,
    expect,
    ...(table ? { table: true } : {}),
    ...(kind === 'customer' ? { customer: true } : {}),
  }));

// The table, shared by all languages where the notation is language neutral.
const M8X16 = mpn(/^DIN933 M8x16\b/);
const M6X12_SOCKET = mpn(/^DIN912 M6x12\b/);
const NUT_M12 = mpn(/^DIN934 M12\b/);
const BOLT_M8 = mpn(/^DIN933 M8x/);
const ROD_M8 = mpn(/^DIN976 M8x/);
const B6204_RS = mpn(/^6204-2RS\b/);
const SIZE_20_47_14 = name(/\b20x47x14 mm\b/);
const A1400 = mpn(/^A 1400\b/);
const CYL_50_25 = mpn(/^50-25$/);
/** A drive named without a head (inbus, allen, six pans creux…): cap and countersunk screws both qualify. */
const SOCKET_DRIVE_M10X40 = mpn(/^DIN(912|7991) M10x40\b/);

export const QUERIES: LabelledQuery[] = [
  ...rows('nl-NL', [
    ['standard', 'DIN 933 M8x16', M8X16, 'table'],
    ['standard', 'ISO 4017 M8x16', M8X16, 'table'],
    ['standard', 'ISO 4762 M6x12', M6X12_SOCKET, 'table'],
    ['standard', 'ISO 4032 M12', NUT_M12, 'table'],
    ['compound', 'moer M12', NUT_M12, 'table'],
    ['compound', 'bout M8', BOLT_M8, 'table'],
    ['compound', 'draadstang M8', ROD_M8, 'table'],
    ['series', '6204 RS', B6204_RS, 'table'],
    ['dimension', '20 x 47 x 14', SIZE_20_47_14, 'table'],
    ['dimension', 'kogellager 20 47 14', name(/^Groefkogellager .*20x47x14 mm/), 'table'],
    ['series', 'V-snaar A1400', A1400, 'table'],
    ['standard', 'bril EN166', name(/^Veiligheidsbril .*EN 166/), 'table'],
    ['size', 'cilinder 50x25', { ...CYL_50_25, name: /^ISO-cilinder/ }, 'table'],
    ['standard', 'din-933 m8x16', M8X16],
    ['standard', 'DIN933 M8 x 16', M8X16],
    ['standard', 'ISO 7089 M10', mpn(/^DIN125 M10\b/)],
    ['standard', 'ISO 10642 M8x30', mpn(/^DIN7991 M8x30\b/)],
    ['standard', 'rollenketting ISO 606 08B-1', mpn(/^08B-1 (SS )?DIN 8187/)],
    ['size', 'inbusbout M10 x 40', mpn(/^DIN912 M10x40\b/)],
    ['size', 'zeskantbout 10x20', mpn(/^DIN933 M10x20\b/)],
    ['size', 'borgmoer M8', mpn(/^DIN985 M8\b/)],
    ['size', 'veerring M12', mpn(/^DIN127 M12\b/)],
    ['size', 'cilinder Ø 50', name(/^(ISO-|Compacte )cilinder 50-/)],
    ['dimension', '20*47*14', SIZE_20_47_14],
    ['dimension', '30x62x16', name(/\b30x62x16 mm\b/)],
    ['dimension', 'o-ring 8x1,5', mpn(/^OR 8x1\.5\b/)],
    ['dimension', 'dichtring 22x27x1,5', mpn(/^DIN7603 A 22x27x1\.5\b/)],
    ['series', '6200 2Z', mpn(/^6200-2Z\b/)],
    ['series', '6200ZZ', mpn(/^6200-2Z\b/)],
    ['series', 'kettingwiel 08B1 z16', mpn(/^08B-1 z16\b/)],
    ['series', 'SPZ1850', mpn(/^SPZ 1850\b/)],
    ['compound', 'lager 22208', mpn(/^22208 E\b/)],
    ['compound', 'sleutel 14x15', mpn(/^OE-14x15$/)],
    ['compound', 'ring M10', mpn(/^DIN12[57] M10\b/)],
    ['synonym', 'inbus M10x40', SOCKET_DRIVE_M10X40],
    ['synonym', 'zeskant M8x16', M8X16],
    ['synonym', '6204 DDU', B6204_RS],
    ['synonym', 'sluitring M10', mpn(/^DIN125 M10\b/)],
    ['typo', 'groefkogelager 6204', mpn(/^6204\b/)],
    ['typo', 'zeskantbuot M10x20', mpn(/^DIN933 M10x20\b/)],
    ['typo', 'draadstng M12x1000', mpn(/^DIN976 M12x1000\b/)],
    ['customer', 'DEMO-0001', linked(1)],
    ['customer', 'demo 0002', linked(2)],
    ['size', 'zeskantbout M8 x 30', mpn(/^DIN933 M8x30\b/)],
    ['size', 'bout 8x30', mpn(/^DIN(933|912|7991) M8x30\b/)],
    ['size', 'filterregelaar 1/4"', mpn(/^LFR-G1\/4-/)],
    ['size', 'snelkoppeling NW 7,2', mpn(/^NW72-/)],
    ['size', 'hydraulische olie HLP 46 20L', mpn(/^HLP 46 20 L$/)],
  ]),
  ...rows('fr-FR', [
    ['standard', 'DIN 933 M8x16', M8X16, 'table'],
    ['standard', 'ISO 4017 M8x16', M8X16, 'table'],
    ['standard', 'ISO 4762 M6x12', M6X12_SOCKET, 'table'],
    ['standard', 'ISO 4032 M12', NUT_M12, 'table'],
    ['compound', 'écrou M12', NUT_M12, 'table'],
    ['compound', 'vis M8', BOLT_M8, 'table'],
    ['compound', 'tige filetée M8', ROD_M8, 'table'],
    ['series', '6204 RS', B6204_RS, 'table'],
    ['dimension', '20 x 47 x 14', SIZE_20_47_14, 'table'],
    ['dimension', 'roulement 20 47 14', name(/^Roulement rigide à billes .*20x47x14 mm/), 'table'],
    ['series', 'courroie trapézoïdale A1400', A1400, 'table'],
    ['standard', 'lunettes EN166', name(/^Lunettes de sécurité .*EN 166/), 'table'],
    ['size', 'vérin 50x25', { ...CYL_50_25, name: /^Vérin ISO/ }, 'table'],
    ['accent', 'ecrou hexagonal M12', NUT_M12],
    ['accent', 'tige filetee M8', ROD_M8],
    ['accent', 'verin 50x25', CYL_50_25],
    ['accent', 'cle plate 14x15', mpn(/^OE-14x15$/)],
    ['standard', 'din933 m8x16', M8X16],
    ['standard', 'ISO 7089 M10', mpn(/^DIN125 M10\b/)],
    ['standard', 'ISO 10511 M8', mpn(/^DIN985 M8\b/)],
    ['standard', 'chaîne ISO 606 08B-1', mpn(/^08B-1 (SS )?DIN 8187/)],
    ['synonym', 'vis CHC M10x40', mpn(/^DIN912 M10x40\b/)],
    ['size', 'écrou autofreiné M8', mpn(/^DIN985 M8\b/)],
    ['size', 'rondelle plate M10', mpn(/^DIN125 M10\b/)],
    ['size', 'vérin Ø 50', name(/^(Vérin ISO|Vérin compact) 50-/)],
    ['dimension', '20×47×14', SIZE_20_47_14],
    ['dimension', 'roulement 30x62x16', name(/\b30x62x16 mm\b/)],
    ['dimension', 'joint torique 8x1,5', mpn(/^OR 8x1\.5\b/)],
    ['dimension', 'joint 10 x 30 x 7', mpn(/^10x30x7 BASL\b/)],
    ['series', '6200 2Z', mpn(/^6200-2Z\b/)],
    ['series', 'pignon 08B-1 z16', mpn(/^08B-1 z16\b/)],
    ['series', 'SPZ 1850', mpn(/^SPZ 1850\b/)],
    ['compound', 'roulement 22208', mpn(/^22208 E\b/)],
    ['synonym', 'vis six pans M8x16', M8X16],
    ['synonym', 'six pans creux M10x40', SOCKET_DRIVE_M10X40],
    ['synonym', 'vis tête hexagonale M10x20', mpn(/^DIN933 M10x20\b/)],
    ['synonym', '6204 2RS', B6204_RS],
    ['synonym', 'écrou nylstop M8', mpn(/^DIN985 M8\b/)],
    ['typo', 'roulemnt 6204', mpn(/^6204\b/)],
    ['typo', 'tige filtée M12x1000', mpn(/^DIN976 M12x1000\b/)],
    ['typo', 'rondele plate M10', mpn(/^DIN125 M10\b/)],
    ['customer', 'DEMO-0003', linked(3)],
    ['customer', 'demo-0004', linked(4)],
    ['size', 'vis hexagonale M8 x 30', mpn(/^DIN933 M8x30\b/)],
    ['size', 'filtre régulateur G 1/4', mpn(/^LFR-G1\/4-/)],
    ['size', 'graisse EP2 400g', mpn(/^EP2 400 g$/)],
    ['size', 'perceuse 18 V 5,0 Ah', mpn(/^DDF-18V-5\.0$/)],
  ]),
  ...rows('en-GB', [
    ['standard', 'DIN 933 M8x16', M8X16, 'table'],
    ['standard', 'ISO 4017 M8x16', M8X16, 'table'],
    ['standard', 'ISO 4762 M6x12', M6X12_SOCKET, 'table'],
    ['standard', 'ISO 4032 M12', NUT_M12, 'table'],
    ['compound', 'nut M12', NUT_M12, 'table'],
    ['compound', 'bolt M8', BOLT_M8, 'table'],
    ['compound', 'threaded rod M8', ROD_M8, 'table'],
    ['series', '6204 RS', B6204_RS, 'table'],
    ['dimension', '20 x 47 x 14', SIZE_20_47_14, 'table'],
    ['dimension', 'ball bearing 20 47 14', name(/^Deep groove ball bearing .*20x47x14 mm/), 'table'],
    ['series', 'V-belt A1400', A1400, 'table'],
    ['standard', 'glasses EN166', name(/^Safety glasses .*EN 166/), 'table'],
    ['size', 'cylinder 50x25', { ...CYL_50_25, name: /^ISO cylinder/ }, 'table'],
    ['synonym', 'hex bolt M8x16', M8X16],
    ['synonym', 'hex screw M10x20', mpn(/^DIN933 M10x20\b/)],
    ['synonym', 'socket screw M10x40', mpn(/^DIN912 M10x40\b/)],
    ['synonym', 'allen bolt M10x40', SOCKET_DRIVE_M10X40],
    ['synonym', 'nyloc nut M8', mpn(/^DIN985 M8\b/)],
    ['synonym', '6200 ZZ', mpn(/^6200-2Z\b/)],
    ['synonym', '6204 2RS', B6204_RS],
    ['standard', 'DIN-933 M8x16', M8X16],
    ['standard', 'ISO 7089 M10', mpn(/^DIN125 M10\b/)],
    ['standard', 'ISO 10642 M8x30', mpn(/^DIN7991 M8x30\b/)],
    ['standard', 'roller chain ISO 606 08B-1', mpn(/^08B-1 (SS )?DIN 8187/)],
    ['standard', 'DIN 127 M12', mpn(/^DIN127 M12\b/)],
    ['size', 'washer M10', mpn(/^DIN12[57] M10\b/)],
    ['size', 'M10 x 40 socket', SOCKET_DRIVE_M10X40],
    ['size', 'cylinder Ø 50', name(/^(ISO|Compact) cylinder 50-/)],
    ['dimension', '20/47/14', SIZE_20_47_14],
    ['dimension', 'bearing 30x62x16', name(/\b30x62x16 mm\b/)],
    ['dimension', 'o-ring 8 x 1.5', mpn(/^OR 8x1\.5\b/)],
    ['dimension', 'shaft seal 10x30x7', mpn(/^10x30x7 BASL\b/)],
    ['series', 'sprocket 08B1 z16', mpn(/^08B-1 z16\b/)],
    ['series', 'wedge belt SPZ1850', mpn(/^SPZ 1850\b/)],
    ['compound', 'bearing 22208', mpn(/^22208 E\b/)],
    ['compound', 'spanner 14x15', mpn(/^OE-14x15$/)],
    ['compound', 'rod M12x1000', mpn(/^DIN976 M12x1000\b/)],
    ['typo', 'bearng 6204', mpn(/^6204\b/)],
    ['typo', 'threded rod M12x1000', mpn(/^DIN976 M12x1000\b/)],
    ['typo', 'hexagon head scew M10x20', mpn(/^DIN933 M10x20\b/)],
    ['customer', 'DEMO-0005', linked(5)],
    ['customer', 'DEMO0001', linked(1)],
    ['size', 'hex bolt 8x30', mpn(/^DIN933 M8x30\b/)],
    ['size', 'push-in fitting G1/4 8 mm', mpn(/^QS[LT]?-G1\/4-8$/)],
    ['size', 'gear oil CLP 320 1L', mpn(/^CLP 320 1 L$/)],
    ['size', 'cordless drill 18V 5,0Ah', mpn(/^DDF-18V-5\.0$/)],
  ]),
  ...rows('de-DE', [
    ['standard', 'DIN 933 M8x16', M8X16, 'table'],
    ['standard', 'ISO 4017 M8x16', M8X16, 'table'],
    ['standard', 'ISO 4762 M6x12', M6X12_SOCKET, 'table'],
    ['standard', 'ISO 4032 M12', NUT_M12, 'table'],
    ['compound', 'Mutter M12', NUT_M12, 'table'],
    ['compound', 'Schraube M8', BOLT_M8, 'table'],
    ['compound', 'Gewindestange M8', ROD_M8, 'table'],
    ['series', '6204 RS', B6204_RS, 'table'],
    ['dimension', '20 x 47 x 14', SIZE_20_47_14, 'table'],
    ['dimension', 'Kugellager 20 47 14', name(/^Rillenkugellager .*20x47x14 mm/), 'table'],
    ['series', 'Keilriemen A1400', A1400, 'table'],
    ['standard', 'Brille EN166', name(/^Schutzbrille .*EN 166/), 'table'],
    ['size', 'Zylinder 50x25', { ...CYL_50_25, name: /^ISO-Zylinder/ }, 'table'],
    ['accent', 'Schlussel 14x15', mpn(/^OE-14x15$/)],
    ['accent', 'Doppelmaulschluessel 14x15', mpn(/^OE-14x15$/)],
    ['accent', 'Nadelhulse HK1620', mpn(/^HK1620$/)],
    ['accent', 'Gehorschutz SNR 33', mpn(/^EM-SNR33$/)],
    ['standard', 'din 933 m8 x 16', M8X16],
    ['standard', 'ISO 7089 M10', mpn(/^DIN125 M10\b/)],
    ['standard', 'ISO 10511 M8', mpn(/^DIN985 M8\b/)],
    ['standard', 'Rollenkette ISO 606 08B-1', mpn(/^08B-1 (SS )?DIN 8187/)],
    ['standard', 'ISO 10642 M8x30', mpn(/^DIN7991 M8x30\b/)],
    ['size', 'Sicherungsmutter M8', mpn(/^DIN985 M8\b/)],
    ['size', 'Federring M12', mpn(/^DIN127 M12\b/)],
    ['size', 'Zylinder Ø 50', name(/^(ISO-Zylinder|Kompaktzylinder) 50-/)],
    ['dimension', '20 * 47 * 14', SIZE_20_47_14],
    ['dimension', 'Lager 30x62x16', name(/\b30x62x16 mm\b/)],
    ['dimension', 'O-Ring 8x1,5', mpn(/^OR 8x1\.5\b/)],
    ['dimension', 'Dichtring 22x27x1,5', mpn(/^DIN7603 A 22x27x1\.5\b/)],
    ['series', '6200 2Z', mpn(/^6200-2Z\b/)],
    ['series', 'Kettenrad 08B1 z16', mpn(/^08B-1 z16\b/)],
    ['series', 'Keilriemen SPZ 1850', mpn(/^SPZ 1850\b/)],
    ['compound', 'Lager 22208', mpn(/^22208 E\b/)],
    ['compound', 'Scheibe M10', mpn(/^DIN12[57] M10\b/)],
    ['synonym', 'Sechskant M8x16', M8X16],
    ['synonym', 'Innensechskant M10x40', SOCKET_DRIVE_M10X40],
    ['synonym', 'Imbusschraube M10x40', SOCKET_DRIVE_M10X40],
    ['synonym', 'Stoppmutter M8', mpn(/^DIN985 M8\b/)],
    ['synonym', '6204 DDU', B6204_RS],
    ['typo', 'Rillenkugelager 6204', mpn(/^6204\b/)],
    ['typo', 'Sechskantschraub M10x20', mpn(/^DIN933 M10x20\b/)],
    ['customer', 'DEMO-0002', linked(2)],
    ['customer', 'demo-0003', linked(3)],
    ['size', 'Sechskantschraube M8 x 30', mpn(/^DIN933 M8x30\b/)],
    ['size', 'Steckverschraubung 8 mm G 1/4', mpn(/^QS[LT]?-G1\/4-8$/)],
    ['size', 'Hydrauliköl HLP46 20 l', mpn(/^HLP 46 20 L$/)],
    ['size', 'Akku-Bohrschrauber 18 V 5,0 Ah', mpn(/^DDF-18V-5\.0$/)],
  ]),
];
