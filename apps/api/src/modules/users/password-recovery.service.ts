/**
 * Password recovery: a single-use link `/recover/{token}` valid 30 minutes, sent by e-mail.
 * Only the token's SHA-256 is stored, so a database leak gives no usable links. The trigger
 * answers the same for known and unknown e-mails, and sends the e-mail after answering, so
 * neither the answer nor its timing tells whether an account exists.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import { passwordRecoveryTokens } from '../../db/schema/index.js';
import { AppError } from '../../errors/app-error.js';
import { hashPassword } from '../auth/passwords.js';
import type { Mailer } from '../mail/mailer.js';
import { recoveryEmail } from './recovery-email.js';
import type { UsersRepository } from './users.repository.js';
import { assertAcceptablePassword } from './users.service.js';

export const RECOVERY_TOKEN_TTL_MINUTES = 30;

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

export function createPasswordRecoveryService(deps: {
  db: Database;
  users: UsersRepository;
  mailer: Mailer;
  webOrigin: string;
  log: FastifyBaseLogger;
}) {
  const { db, users, mailer } = deps;

  async function issueAndSend(userId: string, email: string, firstName: string) {
    const token = randomBytes(32).toString('base64url');
    const now = new Date();
    await db.transaction(async (tx) => {
      // A new link replaces any older one still unused.
      await tx
        .update(passwordRecoveryTokens)
        .set({ usedAt: now })
        .where(and(eq(passwordRecoveryTokens.userId, userId), isNull(passwordRecoveryTokens.usedAt)));
      await tx.insert(passwordRecoveryTokens).values({
        userId,
        tokenHash: sha256(token),
        expiresAt: new Date(now.getTime() + RECOVERY_TOKEN_TTL_MINUTES * 60_000),
      });
    });
    const link = `${deps.webOrigin.split(',')[0]!.trim()}/recover/${token}`;
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

    async execute(token: string, password: string): Promise<void> {
      const [row] = await db
        .update(passwordRecoveryTokens)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(passwordRecoveryTokens.tokenHash, sha256(token)),
            isNull(passwordRecoveryTokens.usedAt),
            gt(passwordRecoveryTokens.expiresAt, new Date()),
          ),
        )
        .returning({ userId: passwordRecoveryTokens.userId });
      if (!row)
        throw AppError.invalidField(
          'RECOVERY_LINK_INVALID',
          'body.token',
          'el enlace no es válido, ya se usó o venció',
        );
      const user = await users.findById(row.userId);
      if (!user)
        throw AppError.invalidField(
          'RECOVERY_LINK_INVALID',
          'body.token',
          'el enlace no es válido, ya se usó o venció',
        );
      assertAcceptablePassword(password, user.email);
      await users.setPassword(user.id, await hashPassword(password));
    },
  };
}
