/**
 * The WhatsApp sender (the port of whatsapp-sender.ts): every message is written to the
 * `messages` table first (with its short link, in one transaction), then handed to the
 * provider, and the row keeps what the provider answered. A 4xx is final (FAILED, with the
 * provider's reason for staff: a depleted balance must be seen); a 429, a 5xx or no answer
 * is tried again with backoff by the messaging-retries job (docs/domain/messaging.md).
 */
import { randomBytes } from 'node:crypto';
import type { MessageStatus } from '@catedra/contract';
import type { Static } from 'typebox';
import { VendorError } from '../../adapters/http-json.js';
import type {
  MessagingProvider,
  ProviderMessageStatus,
} from '../../adapters/messaging/messaging-provider.js';
import { isSystem, userIdOf } from '../../core/actor.js';
import type { MessageRow } from '../../db/schema/index.js';
import type { UnitOfWork } from '../../db/unit-of-work.js';
import type { Clock } from '../../time/clock.js';
import type { MessagingRepository } from './messaging.repository.js';
import type { OutboundWhatsApp, WhatsAppResult, WhatsAppSender } from './whatsapp-sender.js';

type Status = Static<typeof MessageStatus>;

/** Attempts before a passing failure (429, 5xx, no answer) becomes FAILED. */
export const MAX_ATTEMPTS = 6;
/** A claimed message is not claimed again before this: a sender that died leaves it to the job. */
export const SEND_LEASE_MS = 5 * 60_000;
/** The wait before attempt n+1: 1, 4, 16, 64 minutes…, at most 6 hours. */
export const backoffMs = (attempts: number) =>
  Math.min(60_000 * 4 ** Math.max(0, attempts - 1), 6 * 3_600_000);

const PROVIDER_STATUSES: Record<ProviderMessageStatus, Status> = {
  enqueued: 'ENQUEUED',
  sent: 'SENT',
  delivered: 'DELIVERED',
  read: 'READ',
  failed: 'FAILED',
  // The number is not the WhatsApp account's: it will never arrive.
  mismatch: 'FAILED',
};
export const statusOfProvider = (status: ProviderMessageStatus): Status => PROVIDER_STATUSES[status];

/** What the provider's failure says, for staff (never a credential: VendorError carries none). */
export function reasonOf(error: unknown): string {
  if (!(error instanceof VendorError)) return 'Error inesperado al enviar';
  if (error.failure === 'timeout') return `${error.vendor} no respondió a tiempo`;
  if (error.failure === 'network') return `No se pudo conectar con ${error.vendor}`;
  const body = error.body as { error?: unknown; message?: unknown; errors?: unknown } | string | undefined;
  const detail =
    typeof body === 'string'
      ? body
      : body && (body.error ?? body.message ?? body.errors) !== undefined
        ? String(
            typeof (body.error ?? body.message) === 'string'
              ? (body.error ?? body.message)
              : JSON.stringify(body),
          )
        : '';
  return `${error.vendor} ${error.status}${detail ? `: ${detail}` : ''}`.slice(0, 1000);
}

/** A 4xx other than 429 is final: sending it again would be refused again. */
const isFinal = (error: unknown) =>
  error instanceof VendorError && error.status >= 400 && error.status < 500 && error.status !== 429;

/** Callbell documents no code for a depleted WhatsApp balance: its words say it. */
export const isNoCredit = (error: string | null) =>
  error !== null && /credit|cr[eé]dito|saldo|balance|wallet/i.test(error);

/** Callbell keeps at most 10 metadata keys: our message id and 9 of the reference. */
const metadataOf = (row: MessageRow) => ({
  ...Object.fromEntries(Object.entries(row.reference).slice(0, 9)),
  messageId: row.id,
});

export type OutboxDeps = {
  unitOfWork: UnitOfWork<{ messaging: MessagingRepository }>;
  messages: MessagingRepository;
  provider: MessagingProvider;
  clock: Clock;
  /** The web app's origin: short links are `${webOrigin}/r/{code}`. */
  webOrigin: string;
};

export function createOutbox(deps: OutboxDeps) {
  const { messages, provider, clock } = deps;
  const shortUrlOf = (code: string) => `${deps.webOrigin}/r/${code}`;

  /** One send to the provider, its answer kept on the row. */
  async function attempt(
    row: MessageRow,
    now: Date,
  ): Promise<{ status: Status; error: string | null; accepted: boolean }> {
    const attempts = await messages.countAttempt(row.id);
    try {
      const accepted = await provider.send({
        to: row.to,
        text: row.text ?? '',
        templateId: row.templateId,
        templateValues: row.templateValues,
        metadata: metadataOf(row),
      });
      const status = statusOfProvider(accepted.status);
      await messages.update(row.id, {
        status,
        providerMessageId: accepted.providerMessageId,
        sentAt: now,
        error: null,
        nextAttemptAt: null,
      });
      return { status, error: null, accepted: true };
    } catch (error) {
      const reason = reasonOf(error);
      const giveUp = isFinal(error) || attempts >= MAX_ATTEMPTS;
      await messages.update(row.id, {
        status: giveUp ? 'FAILED' : 'ENQUEUED',
        error: reason,
        nextAttemptAt: giveUp ? null : new Date(now.getTime() + backoffMs(attempts)),
      });
      return { status: giveUp ? 'FAILED' : 'ENQUEUED', error: reason, accepted: false };
    }
  }

  const sender: WhatsAppSender = {
    async send(message: OutboundWhatsApp): Promise<WhatsAppResult> {
      const { row, shortUrl } = await deps.unitOfWork.run(async ({ messaging }) => {
        const link = message.linkTarget ? await newShortLink(messaging, message.linkTarget) : undefined;
        const shortUrl = link ? shortUrlOf(link.code) : null;
        const withLink = (text: string) => (shortUrl ? text.replaceAll('{{link}}', shortUrl) : text);
        const row = await messaging.insertMessage({
          to: message.to,
          templateId: message.templateId,
          templateValues: message.templateValues.map(withLink),
          text: withLink(message.text),
          sentById: userIdOf(message.actor),
          source: isSystem(message.actor) ? message.actor.name : 'staff',
          reference: message.reference ?? {},
          shortLinkId: link?.id ?? null,
          // Held while this first attempt runs; the job takes it after the lease if it never ends.
          nextAttemptAt: new Date(clock.now().getTime() + SEND_LEASE_MS),
        });
        return { row, shortUrl };
      });
      const outcome = await attempt(row, clock.now());
      return { messageId: row.id, status: outcome.status, shortUrl, error: outcome.error };
    },
  };

  return {
    sender,
    shortUrlOf,
    /** The messages due for another attempt, each tried once (the messaging-retries job). */
    async retryDue(now: Date, limit = 100) {
      const due = await messages.claimDue(now, new Date(now.getTime() + SEND_LEASE_MS), limit);
      const counts = { due: due.length, sent: 0, waiting: 0, failed: 0 };
      for (const row of due) {
        const { status, accepted } = await attempt(row, now);
        if (accepted) counts.sent++;
        else if (status === 'FAILED') counts.failed++;
        else counts.waiting++;
      }
      return counts;
    },
  };
}

/** ~8 url-safe random characters; a taken code (rare) draws again. */
async function newShortLink(messaging: MessagingRepository, target: string) {
  for (let tries = 0; tries < 5; tries++) {
    const link = await messaging.insertShortLink(randomBytes(6).toString('base64url'), target);
    if (link) return link;
  }
  throw new Error('no free short link code after 5 draws');
}

export type Outbox = ReturnType<typeof createOutbox>;
