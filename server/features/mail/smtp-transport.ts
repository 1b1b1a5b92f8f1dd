// The SMTP side of the sender: Nodemailer speaks the protocol. Each attempt has a hard time limit, so
// that a server that hangs at any step costs one attempt, never the site.
import nodemailer from 'nodemailer';
import type { mailOutbox } from '../../db/schema/mail-schema';

type OutboxRow = typeof mailOutbox.$inferSelect;

export interface MailTransport {
  send(mail: OutboxRow): Promise<void>;
  close(): void;
}

export function smtpTransport(smtpUrl: string, timeoutMs: number): MailTransport {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    // One connection per mail: a connection that went bad never carries the next one.
    pool: false,
  });
  return {
    async send(mail) {
      const headers: Record<string, string> = {};
      if (mail.unsubscribeUrl) {
        headers['List-Unsubscribe'] = `<${mail.unsubscribeUrl}>`;
        headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
      }
      await withinTime(
        transport.sendMail({
          from: mail.fromAddress,
          to: mail.recipient,
          replyTo: mail.replyTo ?? undefined,
          subject: mail.subject,
          text: mail.textBody,
          html: mail.html,
          messageId: mail.messageId,
          date: mail.createdAt,
          headers,
        }),
        timeoutMs,
      );
    },
    close: () => transport.close(),
  };
}

/** Nodemailer's own limits cover each step; this covers the whole attempt. */
function withinTime<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`The mail server did not finish within ${ms / 1000} s`)),
      ms,
    );
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}
