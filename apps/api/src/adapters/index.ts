/** Picks each external service's adapter from the configuration: real when configured, sandbox otherwise. */
import type { Config } from '../config/config.js';
import { type Clock, systemClock } from '../time/clock.js';
import {
  type AutomationWebhook,
  createAutomationWebhook,
  createKeptAutomationWebhook,
} from './automation/automation-webhook.js';
import {
  createSandboxEmailMarketingList,
  type EmailMarketingList,
} from './email-marketing/email-marketing-list.js';
import { createMailchimpList } from './email-marketing/mailchimp.js';
import { createCallbellProvider } from './messaging/callbell.js';
import { createSandboxMessagingProvider, type MessagingProvider } from './messaging/messaging-provider.js';
import { createPaymentVendors, type PaymentVendors, type SandboxPaymentStore } from './payments/index.js';

export type { AutomationWebhook, WebhookOutcome } from './automation/automation-webhook.js';
export type { EmailMarketingList } from './email-marketing/email-marketing-list.js';
export type { MessagingProvider } from './messaging/messaging-provider.js';
export type * from './payments/index.js';

export type Adapters = {
  messaging: MessagingProvider;
  emailMarketing: EmailMarketingList;
  payments: PaymentVendors;
  automation: AutomationWebhook;
};

/** The clock is the app's (PayPal's token cache and the signature age checks read it). */
export function createAdapters(
  config: Config,
  clock: Clock = systemClock,
  stores: { sandboxPayments?: SandboxPaymentStore } = {},
): Adapters {
  const { callbell, mailchimp, automation } = config;
  return {
    payments: createPaymentVendors(config.payments, clock, stores.sandboxPayments),
    messaging: callbell.token
      ? createCallbellProvider({ baseUrl: callbell.baseUrl, token: callbell.token })
      : createSandboxMessagingProvider(),
    emailMarketing:
      mailchimp.apiKey && mailchimp.listId
        ? createMailchimpList({
            apiKey: mailchimp.apiKey,
            listId: mailchimp.listId,
            baseUrl: mailchimp.baseUrl,
          })
        : createSandboxEmailMarketingList(),
    automation: automation.webhookUrl
      ? createAutomationWebhook({
          url: automation.webhookUrl,
          secret: automation.secret,
          timeoutMs: automation.timeoutMs,
          clock,
        })
      : createKeptAutomationWebhook(automation.timeoutMs),
  };
}
