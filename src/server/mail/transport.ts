import { newId } from '../../shared/ids.ts';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';
import { logger } from '../ops/logger.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** What the mail is about (contact, newsletter-confirm). */
  template: string;
}

type Sender = (mail: Mail) => Promise<void>;
const senders = new Map<string, Promise<Sender>>();

/** nodemailer over the SMTP server of `url`, created once per URL. */
function smtpSender(url: string): Promise<Sender> {
  let sender = senders.get(url);
  if (!sender) {
    sender = import('nodemailer').then(({ default: nodemailer }) => {
      const transport = nodemailer.createTransport(url);
      const from = process.env.MAIL_FROM ?? 'Indumex <no-reply@indumex.example>';
      return async (mail: Mail) => {
        await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
      };
    });
    senders.set(url, sender);
  }
  return sender;
}

async function toOutbox(db: Db, mail: Mail) {
  await db.insert(mailOutbox).values({ id: newId(), ...mail });
}

/**
 * Sends a mail over SMTP when `SMTP_URL` is set (read per call, so tests and operators can switch
 * it), otherwise writes it to the `mail_outbox` table. A failing SMTP server must not lose the
 * mail or fail the request: the mail then lands in the outbox as well.
 */
export async function sendMail(db: Db, mail: Mail): Promise<'smtp' | 'outbox'> {
  const url = process.env.SMTP_URL;
  if (url) {
    try {
      await (await smtpSender(url))(mail);
      return 'smtp';
    } catch (error) {
      logger.error({ err: error }, 'SMTP delivery failed, kept in mail_outbox');
    }
  }
  await toOutbox(db, mail);
  return 'outbox';
}
