import * as b from './families-bearings.ts';
import * as f from './families-fasteners.ts';
import * as s from './families-seals.ts';
import * as d from './families-transmission.ts';
import { leaf, type TreeNode } from './tree.ts';

export const PARTS_TREE: TreeNode[] = [
  {
    names: ['Lagers', 'Roulements', 'Bearings', 'Lager'],
    icon: 'bearing',
    children: [
      {
        names: ['Kogellagers', 'Roulements à billes', 'Ball bearings', 'Kugellager'],
        badge: 'top',
        // The only subcategory with an icon: its siblings keep an empty icon slot (§2).
        icon: 'bearing',
        children: [
          leaf(
            [
              'Groefkogellagers',
              'Roulements rigides à billes',
              'Deep groove ball bearings',
              'Rillenkugellager',
            ],
            b.deepGroove,
          ),
          leaf(
            [
              'Hoekcontactkogellagers',
              'Roulements à contact oblique',
              'Angular contact ball bearings',
              'Schrägkugellager',
            ],
            b.angularContact,
          ),
          leaf(
            [
              'Zelfinstellende kogellagers',
              'Roulements à rotule sur billes',
              'Self-aligning ball bearings',
              'Pendelkugellager',
            ],
            b.selfAligning,
          ),
        ],
      },
      {
        names: ['Rollagers', 'Roulements à rouleaux', 'Roller bearings', 'Rollenlager'],
        children: [
          leaf(
            ['Kegellagers', 'Roulements à rouleaux coniques', 'Tapered roller bearings', 'Kegelrollenlager'],
            b.tapered,
          ),
          leaf(
            [
              'Cilinderlagers',
              'Roulements à rouleaux cylindriques',
              'Cylindrical roller bearings',
              'Zylinderrollenlager',
            ],
            b.cylindrical,
          ),
          leaf(
            [
              'Tonlagers',
              'Roulements à rotule sur rouleaux',
              'Spherical roller bearings',
              'Pendelrollenlager',
            ],
            b.spherical,
          ),
        ],
      },
      {
        names: ['Naaldlagers', 'Roulements à aiguilles', 'Needle roller bearings', 'Nadellager'],
        children: [
          leaf(['Naaldkransen', 'Cages à aiguilles', 'Needle roller cages', 'Nadelkränze'], b.needleCage),
          leaf(
            ['Naaldbussen', 'Douilles à aiguilles', 'Drawn cup needle bearings', 'Nadelhülsen'],
            b.drawnCup,
          ),
        ],
      },
      {
        names: ['Lagerhuizen', 'Paliers', 'Bearing units', 'Lagereinheiten'],
        folder: true,
        children: [
          leaf(
            ['Staande lagerblokken', 'Paliers à semelle', 'Pillow block units', 'Stehlagereinheiten'],
            b.pillowBlock,
          ),
          leaf(
            ['Flenslagers', 'Paliers à bride', 'Flanged units', 'Flanschlagereinheiten'],
            b.flangeUnit,
            'new',
          ),
        ],
      },
    ],
  },
  {
    names: ['Afdichtingen & O-ringen', 'Joints & joints toriques', 'Seals & O-rings', 'Dichtungen & O-Ringe'],
    icon: 'o-ring',
    children: [
      {
        names: ['O-ringen', 'Joints toriques', 'O-rings', 'O-Ringe'],
        children: [
          leaf(['O-ringen NBR', 'Joints toriques NBR', 'NBR O-rings', 'O-Ringe NBR'], s.oringNbr),
          leaf(['O-ringen FKM', 'Joints toriques FKM', 'FKM O-rings', 'O-Ringe FKM'], s.oringFkm),
          leaf(['O-ringen EPDM', 'Joints toriques EPDM', 'EPDM O-rings', 'O-Ringe EPDM'], s.oringEpdm),
        ],
      },
      {
        names: ['Asafdichtingen', "Bagues d'étanchéité", 'Shaft seals', 'Wellendichtungen'],
        children: [
          leaf(
            [
              'Radiale asafdichtingen',
              'Joints à lèvre radiaux',
              'Radial shaft seals',
              'Radialwellendichtringe',
            ],
            s.shaftSeal,
          ),
          leaf(['V-ringen', 'Joints V-ring', 'V-rings', 'V-Ringe'], s.vRing),
        ],
      },
      {
        names: ['Assortimenten', 'Assortiments', 'Assortments', 'Sortimente'],
        folder: true,
        children: [
          leaf(
            ['O-ring dozen', 'Coffrets de joints toriques', 'O-ring kits', 'O-Ring-Sortimente'],
            s.oringKit,
            'promo',
          ),
          leaf(
            [
              'Koperen dichtringen',
              "Bagues d'étanchéité en cuivre",
              'Copper sealing washers',
              'Kupferdichtringe',
            ],
            s.copperWasher,
          ),
        ],
      },
      {
        names: ['Vlakke afdichtingen', 'Joints plats', 'Gaskets', 'Flachdichtungen'],
        children: [
          leaf(['Pakkingplaten', 'Plaques de joint', 'Gasket sheets', 'Dichtungsplatten'], s.gasketSheet),
          leaf(['Flenspakkingen', 'Joints de bride', 'Flange gaskets', 'Flanschdichtungen'], s.flangeGasket),
        ],
      },
    ],
  },
  {
    names: ['Bevestigingsmaterialen', 'Fixations', 'Fasteners', 'Befestigungstechnik'],
    icon: 'bolt',
    children: [
      {
        names: ['Bouten', 'Vis', 'Screws & bolts', 'Schrauben'],
        children: [
          leaf(
            ['Zeskantbouten', 'Vis à tête hexagonale', 'Hexagon head screws', 'Sechskantschrauben'],
            f.hexBolt,
          ),
          leaf(
            ['Inbusbouten', 'Vis à six pans creux', 'Socket head cap screws', 'Zylinderschrauben'],
            f.socketScrew,
          ),
          leaf(
            ['Verzonken bouten', 'Vis à tête fraisée', 'Countersunk screws', 'Senkschrauben'],
            f.countersunk,
          ),
        ],
      },
      {
        names: ['Moeren', 'Écrous', 'Nuts', 'Muttern'],
        children: [
          leaf(['Zeskantmoeren', 'Écrous hexagonaux', 'Hexagon nuts', 'Sechskantmuttern'], f.hexNut),
          leaf(['Borgmoeren', 'Écrous autofreinés', 'Lock nuts', 'Sicherungsmuttern'], f.lockNut),
        ],
      },
      {
        names: ['Sluitringen', 'Rondelles', 'Washers', 'Scheiben'],
        children: [
          leaf(['Vlakke sluitringen', 'Rondelles plates', 'Flat washers', 'Unterlegscheiben'], f.flatWasher),
          leaf(['Veerringen', 'Rondelles élastiques', 'Spring washers', 'Federringe'], f.springWasher),
        ],
      },
      {
        names: [
          'Draadstangen & ankers',
          'Tiges filetées & ancrages',
          'Threaded rods & anchors',
          'Gewindestangen & Anker',
        ],
        children: [
          leaf(['Draadstangen', 'Tiges filetées', 'Threaded rods', 'Gewindestangen'], f.threadedRod),
          leaf(['Keilbouten', "Goujons d'ancrage", 'Wedge anchors', 'Bolzenanker'], f.wedgeAnchor),
        ],
      },
    ],
  },
  {
    names: ['Aandrijftechniek', 'Transmission', 'Power transmission', 'Antriebstechnik'],
    icon: 'belt',
    children: [
      {
        names: ['Aandrijfriemen', 'Courroies', 'Drive belts', 'Antriebsriemen'],
        children: [
          leaf(['V-snaren', 'Courroies trapézoïdales', 'Classical V-belts', 'Keilriemen'], d.vBelt),
          leaf(
            ['Smalle V-snaren', 'Courroies trapézoïdales étroites', 'Wedge belts', 'Schmalkeilriemen'],
            d.wedgeBelt,
          ),
          leaf(['Tandriemen', 'Courroies crantées', 'Timing belts', 'Zahnriemen'], d.timingBelt),
        ],
      },
      {
        names: ['Kettingen', 'Chaînes', 'Chains', 'Ketten'],
        children: [
          leaf(['Rollenkettingen', 'Chaînes à rouleaux', 'Roller chains', 'Rollenketten'], d.rollerChain),
          leaf(['Kettingwielen', 'Pignons', 'Sprockets', 'Kettenräder'], d.sprocket),
        ],
      },
      {
        names: ['Poelies & bussen', 'Poulies & moyeux', 'Pulleys & bushes', 'Riemenscheiben & Buchsen'],
        children: [
          leaf(['V-snaarschijven', 'Poulies à gorge', 'V-belt pulleys', 'Keilriemenscheiben'], d.vPulley),
          leaf(['Taperlock bussen', 'Moyeux amovibles', 'Taper bushes', 'Spannbuchsen'], d.taperBush),
        ],
      },
      {
        names: ['Koppelingen', 'Accouplements', 'Couplings', 'Kupplungen'],
        children: [
          leaf(
            ['Klauwkoppelingen', 'Accouplements à griffes', 'Jaw couplings', 'Klauenkupplungen'],
            d.jawCoupling,
          ),
          leaf(
            ['Bandenkoppelingen', 'Accouplements à pneu', 'Tyre couplings', 'Reifenkupplungen'],
            d.tyreCoupling,
          ),
        ],
      },
    ],
  },
];
