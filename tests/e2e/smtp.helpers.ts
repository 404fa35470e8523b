import { expect } from '@playwright/test';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on `port` that keeps every mail it is given, for specs whose side shop sends mail. */
export async function startMailbox(port: number) {
  const mails: { to: string; body: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let body = '';
      stream.on('data', (chunk) => {
        body += chunk;
      });
      stream.on('end', () => {
        for (const rcpt of session.envelope.rcptTo) mails.push({ to: rcpt.address, body });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    /**
     * The newest mail to `to` whose decoded text contains `text`, waiting for it; quoted-printable
     * soft breaks and escapes are decoded.
     */
    async newest(to: string, text = ''): Promise<string> {
      const decoded = () =>
        mails
          .filter((m) => m.to === to)
          .map((m) => {
            const bytes = m.body
              .replace(/=\r?\n/g, '')
              .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)));
            return Buffer.from(bytes, 'latin1').toString('utf8');
          })
          .reverse()
          .find((body) => body.includes(text));
      await expect.poll(() => decoded() !== undefined, { timeout: 15_000 }).toBe(true);
      return decoded() ?? '';
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
