import type { Locale } from '../../shared/locales.ts';

interface AccountTexts {
  recoverySubject: string;
  recoveryBody: (name: string, link: string) => string;
  registrationSubject: string;
  registrationBody: (name: string, link: string) => string;
  invitationSubject: string;
  invitationBody: (name: string, link: string) => string;
  resetBody: (name: string, link: string) => string;
}

/** Account mails in the four shop languages; links are single-use (see tokens.ts). */
const TEXTS: Record<Locale, AccountTexts> = {
  'nl-NL': {
    recoverySubject: 'Stel uw wachtwoord opnieuw in',
    recoveryBody: (name, link) =>
      `Beste ${name},\n\nU vroeg om uw wachtwoord opnieuw in te stellen. Gebruik deze link binnen 2 uur:\n${link}\n\nVroeg u dit niet aan? Dan mag u deze e-mail negeren; uw wachtwoord blijft ongewijzigd.`,
    registrationSubject: 'Bevestig uw registratie',
    registrationBody: (name, link) =>
      `Beste ${name},\n\nBedankt voor uw registratie. Bevestig uw e-mailadres met deze link (7 dagen geldig):\n${link}`,
    invitationSubject: 'Uw account bij Indumex',
    invitationBody: (name, link) =>
      `Beste ${name},\n\nEr is een account voor u aangemaakt in de webshop van uw bedrijf. Kies uw wachtwoord met deze link (7 dagen geldig):\n${link}`,
    resetBody: (name, link) =>
      `Beste ${name},\n\nEen beheerder van uw bedrijf vroeg om uw wachtwoord opnieuw in te stellen. Kies een nieuw wachtwoord met deze link (2 uur geldig):\n${link}\n\nWilt u dat niet? Dan mag u deze e-mail negeren; uw wachtwoord blijft ongewijzigd.`,
  },
  'fr-FR': {
    recoverySubject: 'Réinitialisez votre mot de passe',
    recoveryBody: (name, link) =>
      `Bonjour ${name},\n\nVous avez demandé à réinitialiser votre mot de passe. Utilisez ce lien dans les 2 heures :\n${link}\n\nVous n'êtes pas à l'origine de cette demande ? Ignorez ce message ; votre mot de passe reste inchangé.`,
    registrationSubject: 'Confirmez votre inscription',
    registrationBody: (name, link) =>
      `Bonjour ${name},\n\nMerci pour votre inscription. Confirmez votre adresse e-mail avec ce lien (valable 7 jours) :\n${link}`,
    invitationSubject: 'Votre compte Indumex',
    invitationBody: (name, link) =>
      `Bonjour ${name},\n\nUn compte a été créé pour vous dans la boutique en ligne de votre entreprise. Choisissez votre mot de passe avec ce lien (valable 7 jours) :\n${link}`,
    resetBody: (name, link) =>
      `Bonjour ${name},\n\nUn gestionnaire de votre entreprise a demandé la réinitialisation de votre mot de passe. Choisissez un nouveau mot de passe avec ce lien (valable 2 heures) :\n${link}\n\nVous ne le souhaitez pas ? Ignorez ce message ; votre mot de passe reste inchangé.`,
  },
  'en-GB': {
    recoverySubject: 'Reset your password',
    recoveryBody: (name, link) =>
      `Dear ${name},\n\nYou asked to reset your password. Please use this link within 2 hours:\n${link}\n\nDid not ask for this? Then ignore this mail; your password stays as it is.`,
    registrationSubject: 'Please confirm your registration',
    registrationBody: (name, link) =>
      `Dear ${name},\n\nThank you for registering. Please confirm your e-mail address with this link (valid for 7 days):\n${link}`,
    invitationSubject: 'Your Indumex account',
    invitationBody: (name, link) =>
      `Dear ${name},\n\nAn account has been created for you in your company's web shop. Please choose your password with this link (valid for 7 days):\n${link}`,
    resetBody: (name, link) =>
      `Dear ${name},\n\nA manager of your company asked for your password to be reset. Please choose a new password with this link (valid for 2 hours):\n${link}\n\nDo not want this? Then ignore this mail; your password stays as it is.`,
  },
  'de-DE': {
    recoverySubject: 'Passwort zurücksetzen',
    recoveryBody: (name, link) =>
      `Guten Tag ${name},\n\nSie haben angefordert, Ihr Passwort zurückzusetzen. Bitte nutzen Sie diesen Link innerhalb von 2 Stunden:\n${link}\n\nSie haben das nicht angefordert? Dann ignorieren Sie diese E-Mail; Ihr Passwort bleibt unverändert.`,
    registrationSubject: 'Bitte bestätigen Sie Ihre Registrierung',
    registrationBody: (name, link) =>
      `Guten Tag ${name},\n\nvielen Dank für Ihre Registrierung. Bitte bestätigen Sie Ihre E-Mail-Adresse über diesen Link (7 Tage gültig):\n${link}`,
    invitationSubject: 'Ihr Indumex-Konto',
    invitationBody: (name, link) =>
      `Guten Tag ${name},\n\nfür Sie wurde ein Konto im Webshop Ihres Unternehmens angelegt. Bitte wählen Sie Ihr Passwort über diesen Link (7 Tage gültig):\n${link}`,
    resetBody: (name, link) =>
      `Guten Tag ${name},\n\nein Verwalter Ihres Unternehmens hat angefordert, Ihr Passwort zurückzusetzen. Bitte wählen Sie über diesen Link ein neues Passwort (2 Stunden gültig):\n${link}\n\nSie möchten das nicht? Dann ignorieren Sie diese E-Mail; Ihr Passwort bleibt unverändert.`,
  },
};

export const recoveryMail = (locale: Locale, name: string, link: string) => ({
  subject: TEXTS[locale].recoverySubject,
  text: TEXTS[locale].recoveryBody(name, link),
});

export const registrationMail = (locale: Locale, name: string, link: string) => ({
  subject: TEXTS[locale].registrationSubject,
  text: TEXTS[locale].registrationBody(name, link),
});

export const invitationMail = (locale: Locale, name: string, link: string) => ({
  subject: TEXTS[locale].invitationSubject,
  text: TEXTS[locale].invitationBody(name, link),
});

/** A reset link a manager had sent (issue 26): the same recovery link, with who asked for it. */
export const passwordLinkMail = (locale: Locale, name: string, link: string) => ({
  subject: TEXTS[locale].recoverySubject,
  text: TEXTS[locale].resetBody(name, link),
});
