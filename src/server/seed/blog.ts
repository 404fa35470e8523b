import { stableId } from '../../shared/ids.ts';
import type { blogCategory, blogPost, blogTag } from '../db/schema/index.ts';
import { mediaId } from './media.ts';
import { byLocale, type L4, slugify, translations } from './text.ts';

const CATEGORIES: [key: string, names: L4][] = [
  ['technology', ['Techniek', 'Technique', 'Technology', 'Technik']],
  ['news', ['Nieuws', 'Actualités', 'News', 'Neuigkeiten']],
  ['maintenance', ['Tips & onderhoud', 'Conseils & entretien', 'Tips & maintenance', 'Tipps & Wartung']],
];
/** Tags by their Dutch key, with the name in the four languages. */
const TAGS: Record<string, L4> = {
  Lagers: ['Lagers', 'Roulements', 'Bearings', 'Lager'],
  Onderhoud: ['Onderhoud', 'Entretien', 'Maintenance', 'Wartung'],
  Smering: ['Smering', 'Lubrification', 'Lubrication', 'Schmierung'],
  Veiligheid: ['Veiligheid', 'Sécurité', 'Safety', 'Sicherheit'],
  Duurzaamheid: ['Duurzaamheid', 'Durabilité', 'Sustainability', 'Nachhaltigkeit'],
};

export const blogCategoryId = (key: string) => stableId(`blog-category:${key}`);
export const blogTagId = (name: string) => stableId(`blog-tag:${name}`);
export const blogPostId = (n: number) => stableId(`blog-post:${n}`);

interface Post {
  category: string;
  tags: string[];
  media: string;
  title: L4;
  teaser: L4;
  body: L4;
}

const POSTS: Post[] = [
  {
    category: 'technology',
    tags: ['Lagers'],
    media: 'hero-bearings',
    title: [
      'Het juiste lager kiezen in vijf stappen',
      'Choisir le bon roulement en cinq étapes',
      'Choosing the right bearing in five steps',
      'Das richtige Lager in fünf Schritten',
    ],
    teaser: [
      'Belasting, toerental, temperatuur: zo kiest u het lager dat het langst meegaat.',
      'Charge, vitesse, température : comment choisir le roulement le plus durable.',
      'Load, speed, temperature: how to pick the bearing that lasts longest.',
      'Last, Drehzahl, Temperatur: So wählen Sie das langlebigste Lager.',
    ],
    body: [
      'Begin bij de belastingsrichting en de ruimte die beschikbaar is, en controleer daarna toerental en smering.',
      "Commencez par la direction de la charge et l'encombrement, puis vérifiez la vitesse et la lubrification.",
      'Start with the direction of the load and the space available, then check speed and lubrication.',
      'Beginnen Sie mit Lastrichtung und Bauraum, prüfen Sie dann Drehzahl und Schmierung.',
    ],
  },
  {
    category: 'maintenance',
    tags: ['Smering', 'Onderhoud'],
    media: 'oil-can',
    title: [
      'Automatisch smeren loont',
      'La lubrification automatique est rentable',
      'Automatic lubrication pays off',
      'Automatische Schmierung lohnt sich',
    ],
    teaser: [
      'Een smeerpot van enkele tientallen euro voorkomt dure stilstand.',
      "Un graisseur de quelques dizaines d'euros évite des arrêts coûteux.",
      'A lubricator costing a few tens of euros prevents expensive downtime.',
      'Ein Schmierstoffgeber für wenige Euro verhindert teure Stillstände.',
    ],
    body: [
      'Te veel of te weinig vet is de oorzaak van een groot deel van de lagerschade.',
      "Trop ou trop peu de graisse est à l'origine d'une grande partie des avaries de roulements.",
      'Too much or too little grease causes a large share of bearing failures.',
      'Zu viel oder zu wenig Fett verursacht einen Großteil der Lagerschäden.',
    ],
  },
  {
    category: 'news',
    tags: ['Duurzaamheid'],
    media: 'hero-delivery',
    title: [
      'Nieuwe vestiging in Melle',
      'Nouvelle agence à Melle',
      'New branch in Melle',
      'Neue Niederlassung in Melle',
    ],
    teaser: [
      'Sinds januari staan we ook in Oost-Vlaanderen dicht bij onze klanten.',
      'Depuis janvier, nous sommes aussi proches de nos clients en Flandre-Orientale.',
      'Since January we are close to our customers in East Flanders too.',
      'Seit Januar sind wir auch in Ostflandern nah bei unseren Kunden.',
    ],
    body: [
      'De vestiging heeft een afhaalbalie, een werkplaats voor lagerrevisie en 4.000 m² magazijn.',
      "L'agence dispose d'un comptoir de retrait, d'un atelier de révision et de 4 000 m² d'entrepôt.",
      'The branch has a collection counter, a remanufacturing workshop and 4,000 m² of storage.',
      'Die Niederlassung hat eine Abholtheke, eine Werkstatt und 4.000 m² Lagerfläche.',
    ],
  },
  {
    category: 'maintenance',
    tags: ['Veiligheid'],
    media: 'helmet',
    title: [
      'Snijbestendige handschoenen: wat betekent niveau F?',
      'Gants anti-coupure : que signifie le niveau F ?',
      'Cut-resistant gloves: what does level F mean?',
      'Schnittschutzhandschuhe: Was bedeutet Stufe F?',
    ],
    teaser: [
      'De norm EN 388 uitgelegd voor wie met plaatstaal werkt.',
      'La norme EN 388 expliquée pour ceux qui travaillent la tôle.',
      'The EN 388 standard explained for sheet-metal work.',
      'Die Norm EN 388 erklärt für die Blechbearbeitung.',
    ],
    body: [
      'Niveau F is de hoogste snijweerstand volgens de TDM-test: meer dan 30 newton.',
      'Le niveau F est la plus haute résistance à la coupure selon le test TDM : plus de 30 newtons.',
      'Level F is the highest cut resistance in the TDM test: more than 30 newtons.',
      'Stufe F ist der höchste Schnittschutz im TDM-Test: über 30 Newton.',
    ],
  },
  {
    category: 'technology',
    tags: ['Onderhoud'],
    media: 'belt',
    title: [
      'Riemspanning correct instellen',
      'Régler correctement la tension des courroies',
      'Setting belt tension correctly',
      'Riemenspannung richtig einstellen',
    ],
    teaser: [
      'Een slecht gespannen riem kost energie en levensduur.',
      "Une courroie mal tendue coûte de l'énergie et de la durée de vie.",
      'A badly tensioned belt costs energy and service life.',
      'Ein falsch gespannter Riemen kostet Energie und Lebensdauer.',
    ],
    body: [
      'Meet de trillingsfrequentie van het vrije part en vergelijk met de waarde van de fabrikant.',
      'Mesurez la fréquence de vibration du brin libre et comparez-la à la valeur du fabricant.',
      "Measure the vibration frequency of the free span and compare it with the manufacturer's value.",
      'Messen Sie die Schwingfrequenz des freien Trums und vergleichen Sie mit dem Herstellerwert.',
    ],
  },
  {
    category: 'news',
    tags: ['Lagers'],
    media: 'hero-service',
    title: [
      'Lagerrevisie: tot 60% besparen',
      "Révision de roulements : jusqu'à 60 % d'économie",
      'Bearing remanufacturing: save up to 60%',
      'Lageraufarbeitung: bis zu 60 % sparen',
    ],
    teaser: [
      'Grote tonlagers hoeven niet altijd vervangen te worden.',
      'Les gros roulements à rotule ne doivent pas toujours être remplacés.',
      'Large spherical roller bearings do not always need replacing.',
      'Große Pendelrollenlager müssen nicht immer ersetzt werden.',
    ],
    body: [
      'Onze werkplaats inspecteert, reinigt en herstelt lagers vanaf 200 mm buitendiameter.',
      'Notre atelier inspecte, nettoie et remet en état les roulements à partir de 200 mm de diamètre extérieur.',
      'Our workshop inspects, cleans and restores bearings from 200 mm outer diameter.',
      'Unsere Werkstatt prüft, reinigt und repariert Lager ab 200 mm Außendurchmesser.',
    ],
  },
  {
    category: 'maintenance',
    tags: ['Onderhoud', 'Duurzaamheid'],
    media: 'fitting',
    title: [
      'Persluchtlekken opsporen',
      "Détecter les fuites d'air comprimé",
      'Finding compressed-air leaks',
      'Druckluftlecks aufspüren',
    ],
    teaser: [
      'Tot 30% van de perslucht gaat verloren aan lekken.',
      "Jusqu'à 30 % de l'air comprimé se perd en fuites.",
      'Up to 30% of compressed air is lost through leaks.',
      'Bis zu 30 % der Druckluft gehen durch Lecks verloren.',
    ],
    body: [
      'Een ultrasone detector vindt lekken in koppelingen en slangen terwijl de installatie draait.',
      "Un détecteur à ultrasons trouve les fuites dans les raccords et tubes pendant que l'installation tourne.",
      'An ultrasonic detector finds leaks in fittings and tubing while the plant is running.',
      'Ein Ultraschalldetektor findet Lecks in Verschraubungen und Schläuchen im laufenden Betrieb.',
    ],
  },
  {
    category: 'technology',
    tags: ['Smering'],
    media: 'o-ring',
    title: ['NBR, FKM of EPDM?', 'NBR, FKM ou EPDM ?', 'NBR, FKM or EPDM?', 'NBR, FKM oder EPDM?'],
    teaser: [
      'Welk O-ringmateriaal past bij uw medium en temperatuur?',
      'Quel matériau de joint torique pour votre fluide et votre température ?',
      'Which O-ring material suits your medium and temperature?',
      'Welcher O-Ring-Werkstoff passt zu Medium und Temperatur?',
    ],
    body: [
      'NBR voor minerale olie, FKM voor hoge temperaturen en chemicaliën, EPDM voor water en stoom.',
      "NBR pour l'huile minérale, FKM pour les hautes températures et les produits chimiques, EPDM pour l'eau et la vapeur.",
      'NBR for mineral oil, FKM for high temperatures and chemicals, EPDM for water and steam.',
      'NBR für Mineralöl, FKM für hohe Temperaturen und Chemikalien, EPDM für Wasser und Dampf.',
    ],
  },
];

/** Per-locale slugs, also used for the blog SEO paths (`blog/{slug}`). */
export const blogSlugs = (n: number) => byLocale((_, i) => slugify((POSTS[n] as Post).title[i]));
export const BLOG_POST_COUNT = POSTS.length;

export function blogRows() {
  const categories: (typeof blogCategory.$inferInsert)[] = CATEGORIES.map(([key, names]) => ({
    id: blogCategoryId(key),
    translations: translations({ name: names }),
  }));
  const tags: (typeof blogTag.$inferInsert)[] = Object.entries(TAGS).map(([name, names]) => ({
    id: blogTagId(name),
    name,
    translations: translations({ name: names }),
  }));
  const posts: (typeof blogPost.$inferInsert)[] = POSTS.map((post, n) => {
    const slugs = blogSlugs(n);
    return {
      id: blogPostId(n),
      mediaId: mediaId(post.media),
      authorName: 'Indumex',
      // Every other Thursday from 8 January 2026.
      publishedAt: new Date(Date.UTC(2026, 0, 8 + 14 * n, 9)),
      categoryIds: [blogCategoryId(post.category)],
      tagIds: post.tags.map(blogTagId),
      translations: byLocale((locale, i) => ({
        title: post.title[i],
        teaser: post.teaser[i],
        content: `<p>${post.teaser[i]}</p><p>${post.body[i]}</p>`,
        slug: slugs[locale],
      })),
    };
  });
  return { categories, tags, posts };
}
