/** Checks of the resume's headline, summary and links before saving. */
import type { Messages } from '../../i18n';

export type ResumeLinkValues = { title: string; url: string };
export type ResumeBasicsValues = { headline: string; summary: string; links: ResumeLinkValues[] };
/** Errors by field; a link's are `links.<index>.title` / `links.<index>.url`, as the API names them. */
export type ResumeBasicsErrors = Record<string, string>;

export function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

export function validateResumeBasics(
  values: ResumeBasicsValues,
  messages: Messages['forms'],
): ResumeBasicsErrors {
  const errors: ResumeBasicsErrors = {};
  values.links.forEach((link, index) => {
    if (!link.title.trim()) errors[`links.${index}.title`] = messages.required;
    if (!link.url.trim()) errors[`links.${index}.url`] = messages.required;
    else if (!isWebAddress(link.url.trim())) errors[`links.${index}.url`] = messages.urlInvalid;
  });
  return errors;
}
