/** The recovery link's life follows the injected clock: the service on its real repositories. */
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories/users.js';
import { capturingMailer } from '../../../test/fakes/capturing-mailer.js';
import { testClock } from '../../../test/fakes/test-clock.js';
import { dependenciesOf, useTestApp } from '../../../test/setup/test-app.js';

const t = useTestApp();
const MINUTE = 60_000;

async function linkFor(start: string) {
  const clock = testClock(start);
  const mailer = capturingMailer();
  const { services } = dependenciesOf(t, { clock, mailer });
  const user = await createUser(t.database.db);
  const { delivery } = await services.passwordRecovery.trigger(user.email);
  await delivery;
  const token = (await mailer.nextTo(user.email)).text.match(/\/recover\/(\S+)/)![1]!;
  return { clock, recovery: services.passwordRecovery, token };
}

describe('a recovery link and the clock', () => {
  it('works for 30 minutes after it is sent', async () => {
    const { clock, recovery, token } = await linkFor('2026-06-01T10:00:00Z');
    clock.set('2026-06-01T10:29:59Z');
    await expect(recovery.execute(token, 'una-clave-a-tiempo')).resolves.toBeUndefined();
  });

  it('has expired at 30 minutes, and stays expired', async () => {
    const { clock, recovery, token } = await linkFor('2026-06-01T10:00:00Z');
    clock.advance(30 * MINUTE);
    await expect(recovery.execute(token, 'una-clave-tarde')).rejects.toMatchObject({
      code: 'RECOVERY_LINK_INVALID',
    });
    clock.advance(24 * 60 * MINUTE);
    await expect(recovery.execute(token, 'una-clave-tarde')).rejects.toMatchObject({
      code: 'RECOVERY_LINK_INVALID',
    });
  });
});
