/**
 * The course page's lead form, read from its posted fields: what to send to the API, or each
 * refused field's message. Plain functions (no React, no server APIs): the route's action uses
 * them and a unit test checks them.
 */
import { PATTERNS } from '@catedra/contract/browser';
import type { SiteMessages } from '../../i18n/site';

export type LeadFormFields = 'fullName' | 'email' | 'phone' | 'consent';
export type LeadFormResult =
  | {
      ok: true;
      body: {
        fullName: string;
        email: string;
        phone?: string;
        message?: string;
        consent: true;
        website?: string;
      };
    }
  | { ok: false; errors: Partial<Record<LeadFormFields, string>>; values: Record<string, string> };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = new RegExp(PATTERNS.phone);

export function readLeadForm(form: FormData, texts: SiteMessages['leadForm']): LeadFormResult {
  const field = (name: string) => String(form.get(name) ?? '').trim();
  const values = {
    fullName: field('fullName'),
    email: field('email'),
    phone: field('phone'),
    message: field('message'),
  };
  const phone = values.phone.replace(/[\s\-().]/g, '');
  const errors: Partial<Record<LeadFormFields, string>> = {};
  if (!values.fullName) errors.fullName = texts.required;
  if (!values.email) errors.email = texts.required;
  else if (!EMAIL.test(values.email) || values.email.length > 254) errors.email = texts.emailInvalid;
  if (phone && !PHONE.test(phone)) errors.phone = texts.phoneInvalid;
  if (form.get('consent') !== 'on') errors.consent = texts.consentRequired;
  if (Object.keys(errors).length > 0) return { ok: false, errors, values };
  const website = field('website');
  return {
    ok: true,
    body: {
      fullName: values.fullName.slice(0, 200),
      email: values.email,
      ...(phone ? { phone } : {}),
      ...(values.message ? { message: values.message.slice(0, 2000) } : {}),
      consent: true,
      ...(website ? { website: website.slice(0, 500) } : {}),
    },
  };
}
