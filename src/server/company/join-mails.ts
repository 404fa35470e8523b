import type { Locale } from '../../shared/locales.ts';

interface JoinTexts {
  requestSubject: string;
  requestBody: (lead: string, newcomer: string, company: string, link: string) => string;
  approvedSubject: string;
  approvedBody: (name: string, company: string, link: string) => string;
  refusedSubject: string;
  refusedBody: (name: string, company: string) => string;
}

/** Mails of a request to join a company (issue 26), in the four shop languages. */
const TEXTS: Record<Locale, JoinTexts> = {
  'nl-NL': {
    requestSubject: 'Nieuwe gebruiker wacht op uw goedkeuring',
    requestBody: (lead, newcomer, company, link) =>
      `Beste ${lead},\n\n${newcomer} registreerde zich als gebruiker van ${company} en bevestigde het e-mailadres. Het account blijft inactief tot u het goedkeurt of weigert:\n${link}\n\nKent u deze persoon niet? Weiger dan het verzoek.`,
    approvedSubject: 'Uw account is goedgekeurd',
    approvedBody: (name, company, link) =>
      `Beste ${name},\n\nUw account bij ${company} is goedgekeurd. U kunt nu inloggen:\n${link}`,
    refusedSubject: 'Uw registratie is geweigerd',
    refusedBody: (name, company) =>
      `Beste ${name},\n\nUw registratie als gebruiker van ${company} werd niet goedgekeurd; het account is verwijderd. Neem contact op met uw hoofdaankoper als dit een vergissing is.`,
  },
  'fr-FR': {
    requestSubject: 'Un nouvel utilisateur attend votre approbation',
    requestBody: (lead, newcomer, company, link) =>
      `Bonjour ${lead},\n\n${newcomer} s'est inscrit comme utilisateur de ${company} et a confirmé son adresse e-mail. Le compte reste inactif jusqu'à ce que vous l'approuviez ou le refusiez :\n${link}\n\nVous ne connaissez pas cette personne ? Refusez la demande.`,
    approvedSubject: 'Votre compte a été approuvé',
    approvedBody: (name, company, link) =>
      `Bonjour ${name},\n\nVotre compte chez ${company} a été approuvé. Vous pouvez maintenant vous connecter :\n${link}`,
    refusedSubject: 'Votre inscription a été refusée',
    refusedBody: (name, company) =>
      `Bonjour ${name},\n\nVotre inscription comme utilisateur de ${company} n'a pas été approuvée ; le compte a été supprimé. Contactez votre acheteur principal s'il s'agit d'une erreur.`,
  },
  'en-GB': {
    requestSubject: 'A new user is waiting for your approval',
    requestBody: (lead, newcomer, company, link) =>
      `Dear ${lead},\n\n${newcomer} registered as a user of ${company} and confirmed the e-mail address. The account stays inactive until you approve or refuse it:\n${link}\n\nDo you not know this person? Then refuse the request.`,
    approvedSubject: 'Your account has been approved',
    approvedBody: (name, company, link) =>
      `Dear ${name},\n\nYour account at ${company} has been approved. You can log in now:\n${link}`,
    refusedSubject: 'Your registration was refused',
    refusedBody: (name, company) =>
      `Dear ${name},\n\nYour registration as a user of ${company} was not approved; the account has been removed. Please contact your lead buyer if this is a mistake.`,
  },
  'de-DE': {
    requestSubject: 'Ein neuer Benutzer wartet auf Ihre Freigabe',
    requestBody: (lead, newcomer, company, link) =>
      `Guten Tag ${lead},\n\n${newcomer} hat sich als Benutzer von ${company} registriert und die E-Mail-Adresse bestätigt. Das Konto bleibt inaktiv, bis Sie es freigeben oder ablehnen:\n${link}\n\nSie kennen diese Person nicht? Dann lehnen Sie die Anfrage ab.`,
    approvedSubject: 'Ihr Konto wurde freigegeben',
    approvedBody: (name, company, link) =>
      `Guten Tag ${name},\n\nIhr Konto bei ${company} wurde freigegeben. Sie können sich jetzt anmelden:\n${link}`,
    refusedSubject: 'Ihre Registrierung wurde abgelehnt',
    refusedBody: (name, company) =>
      `Guten Tag ${name},\n\nIhre Registrierung als Benutzer von ${company} wurde nicht freigegeben; das Konto wurde entfernt. Wenden Sie sich an Ihren Haupteinkäufer, falls dies ein Irrtum ist.`,
  },
};

export const joinRequestMail = (
  locale: Locale,
  lead: string,
  newcomer: string,
  company: string,
  link: string,
) => ({
  subject: TEXTS[locale].requestSubject,
  text: TEXTS[locale].requestBody(lead, newcomer, company, link),
});

export const joinApprovedMail = (locale: Locale, name: string, company: string, link: string) => ({
  subject: TEXTS[locale].approvedSubject,
  text: TEXTS[locale].approvedBody(name, company, link),
});

export const joinRefusedMail = (locale: Locale, name: string, company: string) => ({
  subject: TEXTS[locale].refusedSubject,
  text: TEXTS[locale].refusedBody(name, company),
});
