/** The messaging-retries job: every minute, the messages a 429, a 5xx or no answer left waiting. */
import type { JobDefinition } from '../jobs/index.js';
import type { Outbox } from './outbox.js';

export function messagingRetriesJob(outbox: Pick<Outbox, 'retryDue'>): JobDefinition {
  return {
    name: 'messaging-retries',
    title: 'Reintentos de mensajes de WhatsApp',
    schedule: '* * * * *',
    run: ({ now }) => outbox.retryDue(now()),
  };
}
