import { describe, expect, it } from 'vitest';
import { leadListQuery, pipelineQueryOf } from './list-query';

const empty = { q: '', status: null, country: '', fromDate: '', toDate: '' };

describe('the Interesados list’s query', () => {
  it('leaves empty filters out and sends the rest as the API takes them', () => {
    expect(leadListQuery(empty, { page: 0, size: 20 })).toEqual({ page: 0, size: 20 });
    expect(
      leadListQuery(
        { q: ' Gómez ', status: 'WON', country: 'ar', fromDate: '2026-05-01', toDate: '2026-05-31' },
        { page: 2, size: 50, sort: ['fullName,asc'] },
      ),
    ).toEqual({
      q: 'Gómez',
      status: 'WON',
      country: 'AR',
      fromDate: '2026-05-01',
      toDate: '2026-05-31',
      page: 2,
      size: 50,
      sort: ['fullName,asc'],
    });
  });

  it('gives the board every status (its columns), never the status filter', () => {
    expect(pipelineQueryOf({ ...empty, status: 'LOST', q: 'x' })).toEqual({ q: 'x' });
  });
});
