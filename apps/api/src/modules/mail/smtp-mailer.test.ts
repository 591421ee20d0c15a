import type { AddressInfo } from 'node:net';
import { createServer, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailer } from './mailer.js';

/**
 * Just enough of an SMTP server to receive messages. `nextSession()` resolves with what a
 * client said in its next session once that session is over, so a test waits for the
 * event itself rather than for a guessed delay.
 */
function startFakeSmtp() {
  const finished: string[] = [];
  const waiting: ((transcript: string) => void)[] = [];
  const sessionEnded = (transcript: string) => {
    const waiter = waiting.shift();
    if (waiter) waiter(transcript);
    else finished.push(transcript);
  };
  const nextSession = () =>
    finished.length > 0
      ? Promise.resolve(finished.shift()!)
      : new Promise<string>((resolve) => waiting.push(resolve));
  const server = createServer((socket: Socket) => {
    let transcript = '';
    let inData = false;
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      transcript += chunk.toString();
      for (const line of chunk.toString().split('\r\n').filter(Boolean)) {
        if (inData) {
          if (line === '.') {
            inData = false;
            socket.write('250 OK queued\r\n');
          }
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') socket.write('250-fake\r\n250 8BITMIME\r\n');
        else if (command === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (command === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
    socket.on('close', () => sessionEnded(transcript));
  });
  return new Promise<{ port: number; nextSession: () => Promise<string>; close: () => void }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ port: (server.address() as AddressInfo).port, nextSession, close: () => server.close() }),
    ),
  );
}

let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
beforeAll(async () => {
  smtp = await startFakeSmtp();
});
afterAll(() => smtp.close());

describe('SMTP mailer', () => {
  it('delivers the message to the configured SMTP server, from MAIL_FROM', async () => {
    const mailer = createSmtpMailer(
      `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`,
      'Cátedra <no-reply@catedra.ar>',
    );
    expect(mailer.kind).toBe('smtp');
    const session = smtp.nextSession();
    await mailer.send({ to: 'ana@test.catedra.ar', subject: 'Hola', text: 'Tu enlace' });
    const transcript = await session;
    expect(transcript).toContain('MAIL FROM:<no-reply@catedra.ar>');
    expect(transcript).toContain('RCPT TO:<ana@test.catedra.ar>');
    expect(transcript).toContain('Subject: Hola');
  });

  it('sends a calendar invitation as a text/calendar part with its method, and as an .ics attachment', async () => {
    const mailer = createSmtpMailer(
      `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`,
      'Cátedra <no-reply@catedra.ar>',
    );
    const session = smtp.nextSession();
    const content = 'BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n';
    await mailer.send({
      to: 'ana@test.catedra.ar',
      subject: 'Invitación',
      text: 'Te invitamos',
      calendar: { method: 'REQUEST', content, filename: 'invitacion.ics' },
    });
    const transcript = await session;
    expect(transcript).toContain('Content-Type: text/calendar; method=REQUEST; charset=UTF-8');
    expect(transcript).toMatch(/Content-Type: application\/ics; name=invitacion\.ics/);
  });
});
