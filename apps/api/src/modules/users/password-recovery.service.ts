/**
 * Password recovery: a single-use link `/recover/{token}` valid 30 minutes, sent by e-mail.
 * Only the token's SHA-256 is stored, so a database leak gives no usable links. The trigger
 * answers the same for known and unknown e-mails, and sends the e-mail after answering, so
 * neither the answer nor its timing tells whether an account exists. The new password is
 * checked before the link is consumed: a refused password leaves the link usable. A link can
 * be checked without consuming it (the page opened from the e-mail asks first).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { UnitOfWork } from '../../db/unit-of-work.js';
import { AppError } from '../../errors/app-error.js';
import type { Clock } from '../../time/clock.js';
import { hashPassword, type SigninFailures } from '../auth/index.js';
import type { Mailer } from '../mail/index.js';
import { recoveryEmail } from './recovery-email.js';
import type { RecoveryLinksRepository } from './recovery-links.repository.js';
import { assertAcceptablePassword } from './user-records.js';
import type { UsersRepository } from './users.repository.js';

export const RECOVERY_TOKEN_TTL_MINUTES = 30;

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');
const invalidLink = (path = 'body.token') =>
  AppError.invalidField('RECOVERY_LINK_INVALID', path, 'el enlace no es válido, ya se usó o venció');

/**
 * Issues a single-use link to set the password (`/recover/{token}`): recovery and invitations
 * both use it, with their own lifetime. A new link retires the user's unused ones.
 */
export function createPasswordLinks(deps: {
  unitOfWork: UnitOfWork<{ recoveryLinks: RecoveryLinksRepository }>;
  clock: Clock;
  webOrigin: string;
}) {
  return {
    /** Stores the link's hash (in the caller's transaction when given) and answers its URL. */
    async issue(
      userId: string,
      validForMinutes: number,
      tx?: { recoveryLinks: RecoveryLinksRepository },
    ): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      const now = deps.clock.now();
      const store = async (repositories: { recoveryLinks: RecoveryLinksRepository }) => {
        await repositories.recoveryLinks.retireUnused(userId, now);
        await repositories.recoveryLinks.insert({
          userId,
          tokenHash: sha256(token),
          expiresAt: new Date(now.getTime() + validForMinutes * 60_000),
        });
      };
      await (tx ? store(tx) : deps.unitOfWork.run(store));
      return `${deps.webOrigin.split(',')[0]!.trim()}/recover/${token}`;
    },
  };
}

export type PasswordLinks = ReturnType<typeof createPasswordLinks>;

export function createPasswordRecoveryService(deps: {
  users: UsersRepository;
  recoveryLinks: RecoveryLinksRepository;
  unitOfWork: UnitOfWork<{ users: UsersRepository; recoveryLinks: RecoveryLinksRepository }>;
  passwordLinks: PasswordLinks;
  signinFailures: SigninFailures;
  mailer: Mailer;
  clock: Clock;
  log: FastifyBaseLogger;
}) {
  const { users, recoveryLinks, unitOfWork, mailer, clock } = deps;

  async function issueAndSend(userId: string, email: string, firstName: string) {
    const link = await deps.passwordLinks.issue(userId, RECOVERY_TOKEN_TTL_MINUTES);
    await mailer.send({
      to: email,
      ...recoveryEmail({ firstName, link, minutes: RECOVERY_TOKEN_TTL_MINUTES }),
    });
  }

  return {
    /** Always resolves; the e-mail, if any, is sent in the background. */
    async trigger(email: string): Promise<{ delivery: Promise<void> }> {
      const user = await users.findByEmail(email.trim());
      const delivery = user
        ? issueAndSend(user.id, user.email, user.firstName).catch((error: unknown) => {
            deps.log.error({ err: error }, 'password recovery e-mail failed');
          })
        : Promise.resolve();
      return { delivery };
    },

    /**
     * Whether the link can still set a password, without consuming it, so the page can say a
     * used or expired link is so before the person types anything. Answers the account's
     * e-mail: whoever holds the link received it at that address.
     */
    async check(token: string): Promise<{ email: string }> {
      const link = await recoveryLinks.findUsable(sha256(token), clock.now());
      const user = link && (await users.findById(link.userId));
      if (!user) throw invalidLink('params.token');
      return { email: user.email };
    },

    /**
     * Checks the link and the new password first, then consumes the link and sets the
     * password in one transaction: the link is spent only when the password is changed.
     */
    async execute(token: string, password: string): Promise<void> {
      const tokenHash = sha256(token);
      const link = await recoveryLinks.findUsable(tokenHash, clock.now());
      const user = link && (await users.findById(link.userId));
      if (!user) throw invalidLink();
      assertAcceptablePassword(password, user.email);
      const passwordHash = await hashPassword(password);
      await unitOfWork.run(async (tx) => {
        // Consumed only if still usable now: two concurrent uses cannot both succeed.
        const consumed = await tx.recoveryLinks.consume(tokenHash, clock.now());
        if (consumed?.userId !== user.id) throw invalidLink();
        await tx.users.setPassword(user.id, passwordHash);
      });
      // The owner proved control of the mailbox: whatever locked the account is over. (An
      // invitee's first password is set here too: the invitation link is such a link.)
      await deps.signinFailures.clear(user.email);
    },
  };
}

export type PasswordRecoveryService = ReturnType<typeof createPasswordRecoveryService>;
