/** Picks each external service's adapter from the configuration: real when configured, sandbox otherwise. */
import type { Config } from '../config/config.js';
import {
  createSandboxEmailMarketingList,
  type EmailMarketingList,
} from './email-marketing/email-marketing-list.js';
import { createMailchimpList } from './email-marketing/mailchimp.js';
import { createCallbellProvider } from './messaging/callbell.js';
import { createSandboxMessagingProvider, type MessagingProvider } from './messaging/messaging-provider.js';

export type { EmailMarketingList } from './email-marketing/email-marketing-list.js';
export type { MessagingProvider } from './messaging/messaging-provider.js';

export type Adapters = { messaging: MessagingProvider; emailMarketing: EmailMarketingList };

export function createAdapters(config: Config): Adapters {
  const { callbell, mailchimp } = config;
  return {
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
  };
}
