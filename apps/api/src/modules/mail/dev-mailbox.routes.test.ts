import { describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/setup/signed-in.js';
import { createTestApp, useTestApp } from '../../../test/setup/test-app.js';
import { createDevMailboxRepository } from './dev-mailbox.repository.js';
import { createDevMailboxMailer } from './mailer.js';

const t = useTestApp();

describe('GET /dev/mailbox', () => {
  it('shows SU the e-mails kept instead of sent, newest first, filtered by recipient', async () => {
    const mailer = createDevMailboxMailer(createDevMailboxRepository(t.database.db));
    const to = `buzon-${Date.now()}@test.catedra.ar`;
    await mailer.send({ to, subject: 'Primero', text: 'uno' });
    await mailer.send({ to, subject: 'Segundo', text: 'dos', html: '<p>dos</p>' });
    const su = await signedIn(t, ['SU']);
    const response = await su.get(`/dev/mailbox?to=${encodeURIComponent(to)}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().content.map((message: { subject: string }) => message.subject)).toEqual([
      'Segundo',
      'Primero',
    ]);
    expect(response.json().page.totalElements).toBe(2);
  });

  it('is for SU only (403 for other staff)', async () => {
    const manager = await signedIn(t, ['MANAGER_ADMIN']);
    const response = await manager.get('/dev/mailbox');
    expect(response.statusCode).toBe(403);
  });

  it('does not exist when SMTP is configured (404)', async () => {
    const withSmtp = await createTestApp({ smtpUrl: 'smtp://127.0.0.1:2525' });
    try {
      const su = await signedIn(withSmtp, ['SU']);
      const response = await su.get('/dev/mailbox');
      expect(response.statusCode).toBe(404);
    } finally {
      await withSmtp.close();
    }
  });
});
