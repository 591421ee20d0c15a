/**
 * Mailchimp Marketing API v3 (VENDORS.md): an idempotent upsert,
 * `PUT /lists/{list_id}/members/{md5(lower-case e-mail)}`, Basic auth with the API key as
 * password. The data center is the key's suffix (`…-us21`); the base URL can be overridden.
 */
import { createHash } from 'node:crypto';
import { requestJson } from '../http-json.js';
import type { EmailMarketingList } from './email-marketing-list.js';

export function mailchimpBaseUrl(apiKey: string): string {
  const dataCenter = apiKey.split('-').pop();
  if (!dataCenter || dataCenter === apiKey)
    throw new Error('MAILCHIMP_API_KEY must end with its data center, e.g. -us21');
  return `https://${dataCenter}.api.mailchimp.com/3.0`;
}

export function subscriberHash(email: string): string {
  return createHash('md5').update(email.trim().toLowerCase()).digest('hex');
}

export function createMailchimpList(options: {
  apiKey: string;
  listId: string;
  baseUrl?: string;
}): EmailMarketingList {
  const base = (options.baseUrl ?? mailchimpBaseUrl(options.apiKey)).replace(/\/$/, '');
  const authorization = `Basic ${Buffer.from(`catedra:${options.apiKey}`).toString('base64')}`;
  return {
    kind: 'mailchimp',
    async subscribe(member) {
      await requestJson(
        'Mailchimp',
        `${base}/lists/${encodeURIComponent(options.listId)}/members/${subscriberHash(member.email)}`,
        {
          method: 'PUT',
          headers: { Authorization: authorization },
          body: {
            email_address: member.email,
            status_if_new: 'subscribed',
            merge_fields: { FNAME: member.firstName ?? '', LNAME: member.lastName ?? '' },
          },
        },
      );
    },
  };
}
