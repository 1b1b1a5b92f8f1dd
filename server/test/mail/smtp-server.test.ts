import nodemailer from 'nodemailer';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpTestServer, startSmtpServer } from './smtp-server';

let server: SmtpTestServer;
beforeAll(async () => {
  server = await startSmtpServer();
});
afterEach(async () => {
  await server.restart();
  server.mails.length = 0;
});
afterAll(() => server.close());

const message = {
  from: '"Racing Club" <noreply@club.test>',
  to: 'alice@example.org',
  subject: 'Welcome aboard',
  text: 'Welcome to the club.',
  html: '<p>Welcome to the <b>club</b>.</p>',
};

async function send(url: string, options: Record<string, number> = {}) {
  const transport = nodemailer.createTransport({ url, ...options });
  try {
    return await transport.sendMail(message);
  } finally {
    transport.close();
  }
}

describe('the test SMTP server', () => {
  it('receives a mail with its text and html parts and its headers, as sent', async () => {
    const transport = nodemailer.createTransport(server.url);
    await transport.sendMail({
      ...message,
      replyTo: 'secretary@club.test',
      headers: {
        'List-Unsubscribe': '<https://club.test/unsubscribe/abc>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    transport.close();

    const [mail] = await server.waitForMails(1);
    expect(mail).toMatchObject({
      envelopeFrom: 'noreply@club.test',
      envelopeTo: ['alice@example.org'],
      authUser: 'club',
      from: '"Racing Club" <noreply@club.test>',
      to: 'alice@example.org',
      replyTo: 'secretary@club.test',
      subject: 'Welcome aboard',
      text: 'Welcome to the club.',
      html: '<p>Welcome to the <b>club</b>.</p>',
    });
    expect(mail?.messageId).toMatch(/^<.+@club\.test>$/);
    expect(mail?.headers['list-unsubscribe']).toBe('<https://club.test/unsubscribe/abc>');
    expect(mail?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail?.raw).toContain('Subject: Welcome aboard');
  });

  it('refuses a sender with the wrong password', async () => {
    const wrong = server.url.replace(':secret@', ':wrong@');
    await expect(send(wrong)).rejects.toThrow(/535/);
    expect(server.mails).toHaveLength(0);
  });

  it('says which mails arrived when fewer than expected do', async () => {
    await send(server.url);
    await expect(server.waitForMails(2, 200)).rejects.toThrow(
      'Expected 2 mail(s) within 200 ms, 1 arrived: "Welcome aboard" to alice@example.org',
    );
  });

  it('refuses mail with a 550, or a 451 while failing for a while', async () => {
    await server.setMode('refuse');
    await expect(send(server.url)).rejects.toThrow('550 Mailbox unavailable');
    await server.setMode('tempfail');
    await expect(send(server.url)).rejects.toThrow('451 Try again later');
    expect(server.mails).toHaveLength(0);
  });

  it('refuses connections while down, and takes mail on the same port once restarted', async () => {
    const { port } = server;
    await server.stop();
    await expect(send(server.url)).rejects.toThrow(/ECONNREFUSED/);
    await server.restart();
    await send(server.url);
    expect(server.port).toBe(port);
    expect(await server.waitForMails(1)).toHaveLength(1);
  });

  it('never greets while hanging, so a client gives up at its own time limit', async () => {
    await server.setMode('hang');
    const started = Date.now();
    const timeouts = { connectionTimeout: 500, greetingTimeout: 500, socketTimeout: 500 };
    // Which of the client's limits fires first (the greeting's or the socket's) depends on timing.
    await expect(send(server.url, timeouts)).rejects.toThrow(/greeting never received|timeout/i);
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});
