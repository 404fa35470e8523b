import type { Locale } from '../../shared/locales.ts';

interface Texts {
  contactSubject: string;
  contactBody: (name: string, subject: string, message: string) => string;
  newsletterSubject: string;
  newsletterBody: (link: string) => string;
}

/** Mail texts in the four shop languages. */
const TEXTS: Record<Locale, Texts> = {
  'nl-NL': {
    contactSubject: 'We hebben uw vraag ontvangen',
    contactBody: (name, subject, message) =>
      `Beste ${name},\n\nBedankt voor uw bericht. Onze klantendienst antwoordt binnen één werkdag (ma - vr 8:00 - 17:00).\n\nOnderwerp: ${subject}\n\n${message}`,
    newsletterSubject: 'Bevestig uw inschrijving op de nieuwsbrief',
    newsletterBody: (link) =>
      `Hallo,\n\nKlik op de volgende link om uw inschrijving op de nieuwsbrief van Indumex te bevestigen:\n${link}\n\nHebt u zich niet ingeschreven? Dan mag u deze e-mail negeren.`,
  },
  'fr-FR': {
    contactSubject: 'Nous avons bien reçu votre demande',
    contactBody: (name, subject, message) =>
      `Bonjour ${name},\n\nMerci pour votre message. Notre service clientèle vous répond dans un délai d'un jour ouvrable (lun - ven 8h00 - 17h00).\n\nObjet : ${subject}\n\n${message}`,
    newsletterSubject: 'Confirmez votre inscription à la newsletter',
    newsletterBody: (link) =>
      `Bonjour,\n\nCliquez sur le lien suivant pour confirmer votre inscription à la newsletter d'Indumex :\n${link}\n\nVous ne vous êtes pas inscrit ? Ignorez simplement ce message.`,
  },
  'en-GB': {
    contactSubject: 'We have received your enquiry',
    contactBody: (name, subject, message) =>
      `Dear ${name},\n\nThank you for your message. Our customer service will reply within one working day (Mon - Fri 8:00 - 17:00).\n\nSubject: ${subject}\n\n${message}`,
    newsletterSubject: 'Please confirm your newsletter subscription',
    newsletterBody: (link) =>
      `Hello,\n\nPlease follow this link to confirm your subscription to the Indumex newsletter:\n${link}\n\nDid not sign up? Then simply ignore this mail.`,
  },
  'de-DE': {
    contactSubject: 'Wir haben Ihre Anfrage erhalten',
    contactBody: (name, subject, message) =>
      `Guten Tag ${name},\n\nvielen Dank für Ihre Nachricht. Unser Kundendienst antwortet innerhalb eines Werktags (Mo - Fr 8:00 - 17:00).\n\nBetreff: ${subject}\n\n${message}`,
    newsletterSubject: 'Bitte bestätigen Sie Ihre Newsletter-Anmeldung',
    newsletterBody: (link) =>
      `Hallo,\n\nbitte bestätigen Sie Ihre Anmeldung zum Indumex-Newsletter über diesen Link:\n${link}\n\nSie haben sich nicht angemeldet? Dann ignorieren Sie diese E-Mail einfach.`,
  },
};

export function contactMail(locale: Locale, name: string, subject: string, message: string) {
  const t = TEXTS[locale];
  return { subject: t.contactSubject, text: t.contactBody(name, subject, message) };
}

export function newsletterConfirmMail(locale: Locale, link: string) {
  const t = TEXTS[locale];
  return { subject: t.newsletterSubject, text: t.newsletterBody(link) };
}
