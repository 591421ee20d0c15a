import { describe, expect, it } from 'vitest';
import { getMessages } from '../../i18n';
import { isWebAddress, validateResumeBasics } from './resume-basics';

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
