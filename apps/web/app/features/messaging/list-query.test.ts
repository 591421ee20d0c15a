import { fillTemplate, placeholderCount } from '@catedra/contract/browser';
import { describe, expect, it } from 'vitest';
import { messageListQuery } from './list-query';

const none = { to: '', status: null, templateId: null, fromDate: '', toDate: '' };

describe('messageListQuery', () => {
  it('sends only the filters that are set, the phone as its digits and days as Buenos Aires instants', () => {
    expect(
      messageListQuery(
        {
          to: '+54 9 11 2233',
          status: 'FAILED',
          templateId: 'enlace_pago',
          fromDate: '2026-03-01',
          toDate: '2026-03-31',
        },
        { page: 0, size: 20, sort: ['createdAt,desc'] },
      ),
    ).toEqual({
      page: 0,
      size: 20,
      sort: ['createdAt,desc'],
      to: '549112233',
      status: 'FAILED',
      templateId: 'enlace_pago',
      from: '2026-03-01T03:00:00.000Z',
      until: '2026-04-01T02:59:59.999Z',
    });
  });

  it('leaves out an empty phone and malformed days', () => {
    expect(messageListQuery({ ...none, to: 'abc', fromDate: '1/3/2026' }, { page: 1, size: 50 })).toEqual({
      page: 1,
      size: 50,
    });
  });
});

describe('templates in the form', () => {
  it('counts the values a template takes and previews it, unfilled placeholders kept', () => {
    const text = 'Hola {{1}}, pagá {{2}} acá: {{3}}';
    expect(placeholderCount(text)).toBe(3);
    expect(placeholderCount('Sin valores')).toBe(0);
    expect(fillTemplate(text, ['Ana', '$ 1.000,00'], { blankKeepsPlaceholder: true })).toBe(
      'Hola Ana, pagá $ 1.000,00 acá: {{3}}',
    );
  });
});
