/** Checks of the resume's headline, summary and links before saving. */
import type { Messages } from '../../i18n';

export type ResumeLinkValues = { title: string; url: string };
export type ResumeBasicsValues = { headline: string; summary: string; links: ResumeLinkValues[] };
/** Errors by field; a link's are `links.<index>.title` / `links.<index>.url`, as the API names them. */
export type ResumeBasicsErrors = Record<string, string>;

/** As many links as the form lets a person add. */
export const MAX_LINKS = 20;

/** Every field the API may refuse, each link's two under their index. */
export const RESUME_BASICS_FIELDS: readonly string[] = [
  'headline',
  'summary',
  ...Array.from({ length: MAX_LINKS }, (_, index) => [`links.${index}.title`, `links.${index}.url`]).flat(),
];

/** The form's Spanish message for a field the API refused with a validator's words. */
export function resumeBasicsFallback(field: string, messages: Messages['forms']): string {
  return field.endsWith('.url') ? messages.urlInvalid : messages.invalid;
}

/** The saved resume's basics as the form edits them (the links copied, never shared). */
export function resumeBasicsValues(resume: {
  headline?: string | null;
  summary?: string | null;
  links: readonly ResumeLinkValues[];
}): ResumeBasicsValues {
  return {
    headline: resume.headline ?? '',
    summary: resume.summary ?? '',
    links: resume.links.map(({ title, url }) => ({ title, url })),
  };
}

/** The values trimmed, as updateUserResume takes them. */
export function resumeBasicsPayload(values: ResumeBasicsValues): ResumeBasicsValues {
  return {
    headline: values.headline.trim(),
    summary: values.summary.trim(),
    links: values.links.map((link) => ({ title: link.title.trim(), url: link.url.trim() })),
  };
}

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
