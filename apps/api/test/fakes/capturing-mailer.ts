/**
 * A mailer that keeps what it is given and lets a test wait for the message itself (no
 * polling, no sleeps): `nextTo(address)` resolves when the next e-mail to that address is sent.
 */
import type { Mailer, OutgoingEmail } from '../../src/modules/mail/index.js';

export type CapturingMailer = Mailer & {
  /** The next e-mail to the address not yet taken by an earlier call, as soon as it is sent. */
  nextTo(address: string): Promise<OutgoingEmail>;
};

export function capturingMailer(): CapturingMailer {
  const unread = new Map<string, OutgoingEmail[]>();
  const waiting = new Map<string, ((email: OutgoingEmail) => void)[]>();
  const keyOf = (address: string) => address.trim().toLowerCase();
  return {
    kind: 'smtp',
    async send(email) {
      const key = keyOf(email.to);
      const waiter = waiting.get(key)?.shift();
      if (waiter) waiter(email);
      else unread.set(key, [...(unread.get(key) ?? []), email]);
    },
    nextTo(address) {
      const key = keyOf(address);
      const email = unread.get(key)?.shift();
      if (email) return Promise.resolve(email);
      return new Promise((resolve) => waiting.set(key, [...(waiting.get(key) ?? []), resolve]));
    },
  };
}
