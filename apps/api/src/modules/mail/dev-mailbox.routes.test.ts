import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories/users.js';
import { bearer, createTestApp, tokenFor, useTestApp } from '../../../test/setup/test-app.js';
import { createDevMailboxRepository } from './dev-mailbox.repository.js';
import { createDevMailboxMailer } from './mailer.js';

const t = useTestApp();

describe('GET /dev/mailbox', () => {
  it('shows SU the e-mails kept instead of sent, newest first, filtered by recipient', async () => {
    const mailer = createDevMailboxMailer(createDevMailboxRepository(t.database.db));
    const to = `buzon-${Date.now()}@test.catedra.ar`;
    await mailer.send({ to, subject: 'Primero', text: 'uno' });
    await mailer.send({ to, subject: 'Segundo', text: 'dos', html: '<p>dos</p>' });
    const su = await createUser(t.database.db, { scopes: ['SU'] });
    const response = await t.app.inject({
      method: 'GET',
      url: `/dev/mailbox?to=${encodeURIComponent(to)}`,
      headers: bearer(await tokenFor(t.config, su)),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().content.map((message: { subject: string }) => message.subject)).toEqual([
      'Segundo',
      'Primero',
    ]);
    expect(response.json().page.totalElements).toBe(2);
  });

  it('is for SU only (403 for other staff)', async () => {
    const manager = await createUser(t.database.db, { scopes: ['MANAGER_ADMIN'] });
    const response = await t.app.inject({
      method: 'GET',
      url: '/dev/mailbox',
      headers: bearer(await tokenFor(t.config, manager)),
    });
    expect(response.statusCode).toBe(403);
  });

  it('does not exist when SMTP is configured (404)', async () => {
    const withSmtp = await createTestApp({ smtpUrl: 'smtp://127.0.0.1:2525' });
    try {
      const su = await createUser(withSmtp.database.db, { scopes: ['SU'] });
      const response = await withSmtp.app.inject({
        method: 'GET',
        url: '/dev/mailbox',
        headers: bearer(await tokenFor(withSmtp.config, su)),
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await withSmtp.close();
    }
  });
});
