import { contentBlock, type PageSpec } from './cms.ts';
import { mediaId } from './media.ts';
import { byLocale, type L4 } from './text.ts';

export const DRAFT_PAGE_KEY = 'draft-spring-campaign';

const HERO: L4 = [
  '<h2>Lentecampagne 2026</h2><p>Binnenkort: voorjaarsonderhoud met korting op lagers en riemen.</p>',
  '<h2>Campagne de printemps 2026</h2><p>Bientôt : entretien de printemps avec remise sur roulements et courroies.</p>',
  '<h2>Spring campaign 2026</h2><p>Coming soon: spring maintenance with discounts on bearings and belts.</p>',
  '<h2>Frühjahrskampagne 2026</h2><p>Demnächst: Frühjahrswartung mit Rabatt auf Lager und Riemen.</p>',
];
const DESKTOP: L4 = [
  '<p>Deze tekst is alleen zichtbaar op kleine schermen.</p>',
  '<p>Ce texte n’est visible que sur les petits écrans.</p>',
  '<p>This text is only visible on small screens.</p>',
  '<p>Dieser Text ist nur auf kleinen Bildschirmen sichtbar.</p>',
];
const PROMO: Record<'title' | 'text', L4> = {
  title: ['Riemen -20%', 'Courroies -20 %', 'Belts -20%', 'Riemen -20 %'],
  text: [
    'Alleen op grote schermen te zien.',
    'Visible uniquement sur les grands écrans.',
    'Only shown on large screens.',
    'Nur auf großen Bildschirmen zu sehen.',
  ],
};

/** An unpublished landing page for the editor preview; no SEO URL, never served as a page. */
export const DRAFT_PAGE: PageSpec = {
  key: DRAFT_PAGE_KEY,
  type: 'landingpage',
  name: 'Lentecampagne (concept)',
  titles: ['Lentecampagne', 'Campagne de printemps', 'Spring campaign', 'Frühjahrskampagne'],
  published: false,
  sections: [
    {
      blocks: [
        contentBlock('text-with-background', {
          config: { mediaId: mediaId('hero-delivery') },
          translations: byLocale((_, i) => ({ content: HERO[i] })),
        }),
        contentBlock('text', { translations: byLocale((_, i) => ({ content: DESKTOP[i] })) }, [
          'md',
          'lg',
          'xl',
        ]),
        contentBlock(
          'promotion-banner',
          {
            config: { mediaId: mediaId('belt'), backgroundColor: '#eef4fa' },
            translations: byLocale((_, i) => ({ title: PROMO.title[i], text: PROMO.text[i] })),
          },
          // Hidden at xl only besides the small screens: xl is independent of lg (§2).
          ['xs', 'sm', 'xl'],
        ),
      ],
    },
  ],
};
