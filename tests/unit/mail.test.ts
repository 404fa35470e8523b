import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/client.ts';
import { contactMail, newsletterConfirmMail } from '../../src/server/mail/templates.ts';
import { sendMail } from '../../src/server/mail/transport.ts';
import { LOCALES } from '../../src/shared/locales.ts';

// A real SMTP server on a free port receives what the transport sends when SMTP_URL is set.
const received: { to: string[]; data: string }[] = [];
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, done) {
    let data = '';
    stream.on('data', (chunk) => {
      data += chunk;
    });
    stream.on('end', () => {
      received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
      done();
    });
  },
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('mail transport', () => {
  it('sends over SMTP when SMTP_URL is set (the outbox is not touched)', async () => {
    const mail = newsletterConfirmMail('nl-NL', 'https://shop.example/newsletter/confirm?hash=abc');
    const via = await sendMail({} as Db, {
      to: 'klant@example.com',
      template: 'newsletter-confirm',
      ...mail,
    });
    expect(via).toBe('smtp');
    expect(received).toHaveLength(1);
    expect(received[0]?.to).toEqual(['klant@example.com']);
    expect(received[0]?.data).toContain('Subject: Bevestig uw inschrijving op de nieuwsbrief');
    // Quoted-printable: '=' is sent as '=3D'.
    expect(received[0]?.data).toContain('newsletter/confirm?hash=3Dabc');
  });
});

describe('mail texts', () => {
  it('exist in all four languages and differ per language', () => {
    const subjects = LOCALES.map((locale) => contactMail(locale, 'Ann', 'Offerte', 'Tekst').subject);
    expect(new Set(subjects).size).toBe(4);
    for (const locale of LOCALES) {
      expect(contactMail(locale, 'Ann', 'Offerte', 'Tekst').text).toContain('Ann');
      expect(newsletterConfirmMail(locale, 'https://x.example/c').text).toContain('https://x.example/c');
    }
  });
});
