import { contentBlock, type PageSpec } from './cms.ts';
import { same } from './cms-content.ts';
import { landingPageOf, landingSeoRows } from './seo.ts';
import { byLocale, type L4 } from './text.ts';

/** §2 static pages: the terms (/agb) and the privacy notice (/datenschutz), same path in every language. */
const LEGAL: Record<'agb' | 'datenschutz', { name: string; titles: L4; html: L4 }> = {
  agb: {
    name: 'Algemene voorwaarden',
    titles: ['Algemene voorwaarden', 'Conditions générales', 'Terms and conditions', 'AGB'],
    html: [
      '<h2>1. Toepassing</h2><p>Deze voorwaarden gelden voor alle bestellingen van professionele klanten in de webshop van Indumex NV, Noorderlaan 120, 2030 Antwerpen (BE 0400.000.086).</p><h2>2. Prijzen</h2><p>Alle prijzen zijn in euro, exclusief btw. Klantspecifieke prijzen gelden na aanmelding.</p><h2>3. Levering</h2><p>Levering gebeurt op het opgegeven adres of via afhaling in een vestiging. Leveringstermijnen zijn indicatief.</p><h2>4. Betaling</h2><p>Facturen zijn betaalbaar binnen 30 dagen na factuurdatum.</p>',
      "<h2>1. Application</h2><p>Les présentes conditions s'appliquent à toutes les commandes de clients professionnels sur la boutique en ligne d'Indumex SA, Noorderlaan 120, 2030 Anvers (BE 0400.000.086).</p><h2>2. Prix</h2><p>Tous les prix sont en euros, hors TVA. Les prix spécifiques au client s'appliquent après connexion.</p><h2>3. Livraison</h2><p>La livraison a lieu à l'adresse indiquée ou par retrait en agence. Les délais de livraison sont indicatifs.</p><h2>4. Paiement</h2><p>Les factures sont payables dans les 30 jours suivant leur date.</p>",
      '<h2>1. Scope</h2><p>These terms apply to all orders placed by professional customers in the web shop of Indumex NV, Noorderlaan 120, 2030 Antwerp (BE 0400.000.086).</p><h2>2. Prices</h2><p>All prices are in euro, excluding VAT. Customer-specific prices apply once logged in.</p><h2>3. Delivery</h2><p>Goods are delivered to the given address or collected at a branch. Delivery times are indicative.</p><h2>4. Payment</h2><p>Invoices are payable within 30 days of the invoice date.</p>',
      '<h2>1. Geltungsbereich</h2><p>Diese Bedingungen gelten für alle Bestellungen gewerblicher Kunden im Webshop der Indumex NV, Noorderlaan 120, 2030 Antwerpen (BE 0400.000.086).</p><h2>2. Preise</h2><p>Alle Preise in Euro, zuzüglich MwSt. Kundenspezifische Preise gelten nach der Anmeldung.</p><h2>3. Lieferung</h2><p>Die Lieferung erfolgt an die angegebene Adresse oder zur Abholung in einer Niederlassung. Lieferzeiten sind unverbindlich.</p><h2>4. Zahlung</h2><p>Rechnungen sind innerhalb von 30 Tagen nach Rechnungsdatum zahlbar.</p>',
    ],
  },
  datenschutz: {
    name: 'Privacyverklaring',
    titles: ['Privacyverklaring', 'Politique de confidentialité', 'Privacy notice', 'Datenschutzerklärung'],
    html: [
      '<h2>Welke gegevens?</h2><p>We verwerken de gegevens die u ons bezorgt via uw account, het contactformulier en de nieuwsbrief: naam, bedrijf, e-mailadres en telefoonnummer.</p><h2>Waarvoor?</h2><p>Om bestellingen uit te voeren, uw vragen te beantwoorden en, met uw toestemming, u de nieuwsbrief te sturen.</p><h2>Uw rechten</h2><p>U kunt uw gegevens inzien, verbeteren of laten wissen via privacy@indumex.example.</p>',
      '<h2>Quelles données ?</h2><p>Nous traitons les données que vous nous communiquez via votre compte, le formulaire de contact et la newsletter : nom, entreprise, adresse e-mail et téléphone.</p><h2>Dans quel but ?</h2><p>Pour exécuter les commandes, répondre à vos questions et, avec votre accord, vous envoyer la newsletter.</p><h2>Vos droits</h2><p>Vous pouvez consulter, corriger ou faire effacer vos données via privacy@indumex.example.</p>',
      '<h2>What data?</h2><p>We process the data you give us through your account, the contact form and the newsletter: name, company, e-mail address and phone number.</p><h2>What for?</h2><p>To fulfil orders, answer your questions and, with your consent, send you the newsletter.</p><h2>Your rights</h2><p>You can view, correct or erase your data by writing to privacy@indumex.example.</p>',
      '<h2>Welche Daten?</h2><p>Wir verarbeiten die Daten, die Sie uns über Ihr Konto, das Kontaktformular und den Newsletter mitteilen: Name, Firma, E-Mail-Adresse und Telefonnummer.</p><h2>Wozu?</h2><p>Um Bestellungen auszuführen, Ihre Fragen zu beantworten und Ihnen mit Ihrer Einwilligung den Newsletter zu senden.</p><h2>Ihre Rechte</h2><p>Sie können Ihre Daten über privacy@indumex.example einsehen, berichtigen oder löschen lassen.</p>',
    ],
  },
};

export const LEGAL_PATHS = Object.keys(LEGAL) as (keyof typeof LEGAL)[];

export const LEGAL_PAGES: PageSpec[] = LEGAL_PATHS.map((key) => {
  const { name, titles, html } = LEGAL[key];
  return {
    key,
    type: 'page',
    name,
    titles,
    sections: [
      { blocks: [contentBlock('text', { translations: byLocale((_, i) => ({ content: html[i] })) })] },
    ],
  };
});

/** The legal pages as landing pages at `agb` and `datenschutz`, the same path in every language. */
export const legalLandingPageRows = () =>
  LEGAL_PATHS.map((key) => landingPageOf(key, LEGAL[key].titles, same(key)));

/** Their SEO URLs, so the catch-all serves them. */
export const legalSeoRows = () => landingSeoRows(legalLandingPageRows());
