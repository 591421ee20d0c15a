import { describe, expect, it } from 'vitest';
import { getMessages } from '../../i18n';
import {
  isWebAddress,
  MAX_LINKS,
  RESUME_BASICS_FIELDS,
  resumeBasicsFallback,
  resumeBasicsPayload,
  resumeBasicsValues,
  validateResumeBasics,
} from './resume-basics';

const forms = getMessages().forms;

describe('resume basics', () => {
  it('accepts web addresses only', () => {
    expect(isWebAddress('https://github.com/ana')).toBe(true);
    expect(isWebAddress('javascript:alert(1)')).toBe(false);
    expect(isWebAddress('github.com/ana')).toBe(false);
  });

  it('names each link field the way the API does', () => {
    expect(
      validateResumeBasics(
        {
          headline: '',
          summary: '',
          links: [
            { title: 'GitHub', url: 'https://github.com/ana' },
            { title: '', url: 'ftp://x' },
          ],
        },
        forms,
      ),
    ).toEqual({ 'links.1.title': forms.required, 'links.1.url': forms.urlInvalid });
  });
});

describe('resume basics on the form', () => {
  it('lists every field the API may refuse, each link under its index', () => {
    expect(RESUME_BASICS_FIELDS).toContain('headline');
    expect(RESUME_BASICS_FIELDS).toContain(`links.${MAX_LINKS - 1}.url`);
    expect(RESUME_BASICS_FIELDS).toHaveLength(2 + 2 * MAX_LINKS);
  });

  it('words a refused address as an address', () => {
    expect(resumeBasicsFallback('links.3.url', forms)).toBe(forms.urlInvalid);
    expect(resumeBasicsFallback('headline', forms)).toBe(forms.invalid);
  });

  it('starts from the saved resume without sharing its links', () => {
    const links = [{ title: 'GitHub', url: 'https://github.com/ana' }];
    const values = resumeBasicsValues({ headline: null, summary: 'Hola', links });
    expect(values).toEqual({ headline: '', summary: 'Hola', links });
    expect(values.links[0]).not.toBe(links[0]);
  });

  it('sends the values trimmed', () => {
    expect(
      resumeBasicsPayload({
        headline: ' Dev ',
        summary: ' ',
        links: [{ title: ' GitHub ', url: ' https://github.com/ana ' }],
      }),
    ).toEqual({ headline: 'Dev', summary: '', links: [{ title: 'GitHub', url: 'https://github.com/ana' }] });
  });
});
