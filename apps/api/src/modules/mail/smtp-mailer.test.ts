import type { AddressInfo } from 'node:net';
import { createServer, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailer } from './mailer.js';

/** Just enough of an SMTP server to receive one message and keep what it was told. */
function startFakeSmtp() {
  const transcripts: string[] = [];
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
        } else if (command === 'QUIT') {
          socket.end('221 bye\r\n');
          transcripts.push(transcript);
        } else socket.write('250 OK\r\n');
      }
    });
    socket.on('close', () => {
      if (!transcripts.includes(transcript)) transcripts.push(transcript);
    });
  });
  return new Promise<{ port: number; transcripts: string[]; close: () => void }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ port: (server.address() as AddressInfo).port, transcripts, close: () => server.close() }),
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
    await mailer.send({ to: 'ana@test.catedra.ar', subject: 'Hola', text: 'Tu enlace' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const transcript = smtp.transcripts.join('\n');
    expect(transcript).toContain('MAIL FROM:<no-reply@catedra.ar>');
    expect(transcript).toContain('RCPT TO:<ana@test.catedra.ar>');
    expect(transcript).toContain('Subject: Hola');
  });
});
