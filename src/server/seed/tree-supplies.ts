import * as l from './families-supplies.ts';
import * as t from './families-tools.ts';
import { leaf, type TreeNode } from './tree.ts';

export const SUPPLIES_TREE: TreeNode[] = [
  {
    names: ['Gereedschap', 'Outillage', 'Tools', 'Werkzeuge'],
    icon: 'wrench',
    children: [
      {
        names: ['Handgereedschap', 'Outillage à main', 'Hand tools', 'Handwerkzeuge'],
        children: [
          leaf(['Steeksleutels', 'Clés plates', 'Open-end spanners', 'Maulschlüssel'], t.openEndSpanner),
          leaf(
            ['Ringsteeksleutels', 'Clés mixtes', 'Combination spanners', 'Ringmaulschlüssel'],
            t.combinationSpanner,
          ),
          leaf(['Schroevendraaiers', 'Tournevis', 'Screwdrivers', 'Schraubendreher'], t.screwdriver),
        ],
      },
      {
        names: ['Meetgereedschap', 'Instruments de mesure', 'Measuring tools', 'Messwerkzeuge'],
        children: [
          leaf(['Schuifmaten', 'Pieds à coulisse', 'Calipers', 'Messschieber'], t.caliper),
          leaf(['Rolmeters', 'Mètres ruban', 'Tape measures', 'Maßbänder'], t.tapeMeasure),
        ],
      },
      {
        names: ['Lagergereedschap', 'Outillage pour roulements', 'Bearing tools', 'Lagerwerkzeuge'],
        children: [
          leaf(['Trekkers', 'Extracteurs', 'Pullers', 'Abzieher'], t.puller),
          leaf(
            ['Inductieverwarmers', 'Chauffeurs à induction', 'Induction heaters', 'Induktionsanwärmgeräte'],
            t.inductionHeater,
          ),
        ],
      },
      {
        names: ['Elektrisch gereedschap', 'Outillage électrique', 'Power tools', 'Elektrowerkzeuge'],
        folder: true,
        children: [
          leaf(
            ['Accuboormachines', 'Perceuses sans fil', 'Cordless drills', 'Akku-Bohrschrauber'],
            t.cordlessDrill,
            'new',
          ),
          leaf(['Haakse slijpers', "Meuleuses d'angle", 'Angle grinders', 'Winkelschleifer'], t.angleGrinder),
        ],
      },
    ],
  },
  {
    names: ['Veiligheid & PBM', 'Sécurité & EPI', 'Safety & PPE', 'Arbeitsschutz & PSA'],
    icon: 'helmet',
    children: [
      {
        names: ['Handschoenen', 'Gants', 'Gloves', 'Handschuhe'],
        children: [
          leaf(
            [
              'Snijbestendige handschoenen',
              'Gants anti-coupure',
              'Cut-resistant gloves',
              'Schnittschutzhandschuhe',
            ],
            t.cutGlove,
          ),
          leaf(
            ['Wegwerphandschoenen', 'Gants jetables', 'Disposable gloves', 'Einweghandschuhe'],
            t.nitrileGlove,
          ),
        ],
      },
      {
        names: [
          'Hoofd- en gehoorbescherming',
          'Protection tête et ouïe',
          'Head & hearing protection',
          'Kopf- & Gehörschutz',
        ],
        children: [
          leaf(['Veiligheidshelmen', 'Casques de sécurité', 'Safety helmets', 'Schutzhelme'], t.helmet),
          leaf(['Gehoorbescherming', 'Protection auditive', 'Hearing protection', 'Gehörschutz'], t.hearing),
        ],
      },
      {
        names: ['Oogbescherming', 'Protection des yeux', 'Eye protection', 'Augenschutz'],
        children: [
          leaf(['Veiligheidsbrillen', 'Lunettes de sécurité', 'Safety glasses', 'Schutzbrillen'], t.glasses),
          leaf(['Gelaatsschermen', 'Écrans faciaux', 'Face shields', 'Gesichtsschutzschirme'], t.faceShield),
        ],
      },
    ],
  },
  {
    names: ['Smeermiddelen', 'Lubrifiants', 'Lubricants', 'Schmierstoffe'],
    icon: 'oil-can',
    children: [
      {
        names: ['Vetten', 'Graisses', 'Greases', 'Fette'],
        children: [
          leaf(['Lagervet', 'Graisse pour roulements', 'Bearing grease', 'Wälzlagerfett'], l.bearingGrease),
          leaf(
            [
              'Hogetemperatuurvet',
              'Graisse haute température',
              'High-temperature grease',
              'Hochtemperaturfett',
            ],
            l.hotGrease,
          ),
          leaf(['Voedingsvet', 'Graisse alimentaire', 'Food-grade grease', 'Lebensmittelfett'], l.foodGrease),
        ],
      },
      {
        names: ['Oliën', 'Huiles', 'Oils', 'Öle'],
        children: [
          leaf(['Hydraulische olie', 'Huile hydraulique', 'Hydraulic oil', 'Hydrauliköl'], l.hydraulicOil),
          leaf(['Tandwielolie', 'Huile pour engrenages', 'Gear oil', 'Getriebeöl'], l.gearOil),
        ],
      },
      {
        names: ['Sprays & reinigers', 'Aérosols & nettoyants', 'Sprays & cleaners', 'Sprays & Reiniger'],
        children: [
          leaf(['Kruipolie', 'Dégrippants', 'Penetrating oil', 'Kriechöl'], l.penetratingOil),
          leaf(['Ontvetters', 'Dégraissants', 'Degreasers', 'Entfetter'], l.degreaser),
        ],
      },
      {
        names: ['Smeersystemen', 'Systèmes de lubrification', 'Lubrication systems', 'Schmiersysteme'],
        children: [
          leaf(['Vetspuiten', 'Pompes à graisse', 'Grease guns', 'Fettpressen'], l.greaseGun),
          leaf(
            [
              'Automatische smeerpotten',
              'Graisseurs automatiques',
              'Automatic lubricators',
              'Automatische Schmierstoffgeber',
            ],
            l.autoLubricator,
            'new',
          ),
        ],
      },
    ],
  },
  {
    names: ['Pneumatiek', 'Pneumatique', 'Pneumatics', 'Pneumatik'],
    icon: 'fitting',
    children: [
      {
        names: [
          'Fittingen & koppelingen',
          'Raccords & coupleurs',
          'Fittings & couplers',
          'Verschraubungen & Kupplungen',
        ],
        children: [
          leaf(
            ['Insteekkoppelingen', 'Raccords instantanés', 'Push-in fittings', 'Steckverschraubungen'],
            l.pushInFitting,
          ),
          leaf(
            ['Snelkoppelingen', 'Coupleurs rapides', 'Quick couplers', 'Schnellkupplungen'],
            l.quickCoupler,
          ),
        ],
      },
      {
        names: ['Slangen', 'Tubes', 'Tubing', 'Schläuche'],
        children: [
          leaf(
            ['Polyurethaan slangen', 'Tubes polyuréthane', 'Polyurethane tubing', 'PU-Schläuche'],
            l.puTubing,
          ),
          leaf(['Polyamide slangen', 'Tubes polyamide', 'Polyamide tubing', 'PA-Schläuche'], l.paTubing),
        ],
      },
      {
        names: ['Cilinders', 'Vérins', 'Cylinders', 'Zylinder'],
        children: [
          leaf(['ISO-cilinders', 'Vérins ISO', 'ISO cylinders', 'ISO-Zylinder'], l.isoCylinder),
          leaf(
            ['Compacte cilinders', 'Vérins compacts', 'Compact cylinders', 'Kompaktzylinder'],
            l.compactCylinder,
          ),
        ],
      },
      {
        names: ['Persluchtbehandeling', "Traitement de l'air", 'Air preparation', 'Druckluftaufbereitung'],
        children: [
          leaf(
            ['Filterregelaars', 'Filtres-régulateurs', 'Filter regulators', 'Filterregler'],
            l.filterRegulator,
          ),
          leaf(['Ventielen', 'Distributeurs', 'Valves', 'Ventile'], l.valve),
        ],
      },
    ],
  },
];
