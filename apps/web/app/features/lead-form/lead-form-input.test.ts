import { describe, expect, it } from 'vitest';
import { esSite } from '../../i18n/es-site';
import { readLeadForm } from './lead-form-input';

const texts = esSite.leadForm;
const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};

describe('the course page’s lead form', () => {
  it('sends the person, the phone as E.164, the consent and the spam trap as typed', () => {
    expect(
      readLeadForm(
        formOf({
          fullName: ' Ana Gómez ',
          email: 'ana@example.com',
          phone: '+54 9 11 2345-6789',
          consent: 'on',
          website: '',
        }),
        texts,
      ),
    ).toEqual({
      ok: true,
      body: { fullName: 'Ana Gómez', email: 'ana@example.com', phone: '+5491123456789', consent: true },
    });
    const trapped = readLeadForm(
      formOf({ fullName: 'Bot', email: 'b@example.com', consent: 'on', website: 'x' }),
      texts,
    );
    expect(trapped.ok && trapped.body.website).toBe('x');
  });

  it('names each refused field in Spanish and keeps what was typed', () => {
    expect(
      readLeadForm(formOf({ fullName: '', email: 'no-es-mail', phone: '123', message: 'hola' }), texts),
    ).toEqual({
      ok: false,
      errors: {
        fullName: texts.required,
        email: texts.emailInvalid,
        phone: texts.phoneInvalid,
        consent: texts.consentRequired,
      },
      values: { fullName: '', email: 'no-es-mail', phone: '123', message: 'hola' },
    });
  });
});
