import type { ApiClient } from '@catedra/client';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { invalidateMatching, invalidateOperations, operationQuery, queryKeyOf } from './query-keys';

describe('queryKeyOf', () => {
  it('is the operation id and its input, or the operation alone as a prefix', () => {
    expect(queryKeyOf('findAllCourses', { page: 0, size: 20 })).toEqual([
      'findAllCourses',
      { page: 0, size: 20 },
    ]);
    expect(queryKeyOf('findAllCourses')).toEqual(['findAllCourses']);
    expect(queryKeyOf('findAllPayments', { status: 'APPROVED' }, 'totals')).toEqual([
      'findAllPayments',
      { status: 'APPROVED' },
      'totals',
    ]);
  });
});

describe('operationQuery', () => {
  it('calls the client’s method of that operation with the input, under its key', async () => {
    const findCourseById = vi.fn().mockResolvedValue({ id: 'c1' });
    const client = { findCourseById } as unknown as ApiClient;
    const options = operationQuery(client, 'findCourseById', { courseId: 'c1' });
    expect(options.queryKey).toEqual(['findCourseById', { courseId: 'c1' }]);
    const queryClient = new QueryClient();
    await expect(queryClient.fetchQuery(options)).resolves.toEqual({ id: 'c1' });
    expect(findCourseById).toHaveBeenCalledWith({ courseId: 'c1' }, { signal: expect.any(AbortSignal) });
  });

  it('keys an operation without input by its id alone', () => {
    const client = { findAllTimezones: vi.fn() } as unknown as ApiClient;
    expect(operationQuery(client, 'findAllTimezones').queryKey).toEqual(['findAllTimezones']);
  });
});

describe('invalidation by operation', () => {
  const cached = () => {
    const queryClient = new QueryClient();
    for (const key of [
      queryKeyOf('findAllPayments', { page: 0 }),
      queryKeyOf('findAllPayments', { page: 0 }, 'totals'),
      queryKeyOf('findAllMoneyMovements', { page: 0 }),
      queryKeyOf('findCourseById', { courseId: 'c1' }),
      queryKeyOf('findCourseById', { courseId: 'c2' }),
    ]) {
      queryClient.setQueryData(key, {});
    }
    const stale = () =>
      queryClient
        .getQueryCache()
        .getAll()
        .filter((query) => query.isStale())
        .map((query) => query.queryKey);
    return { queryClient, stale };
  };

  it('marks every call of the named operations stale, derived views included, and nothing else', async () => {
    const { queryClient, stale } = cached();
    await invalidateOperations(queryClient, 'findAllPayments');
    expect(stale()).toEqual([
      ['findAllPayments', { page: 0 }],
      ['findAllPayments', { page: 0 }, 'totals'],
    ]);
  });

  it('narrows to the calls whose input contains the match', async () => {
    const { queryClient, stale } = cached();
    await invalidateMatching(queryClient, { courseId: 'c1' }, 'findCourseById');
    expect(stale()).toEqual([['findCourseById', { courseId: 'c1' }]]);
  });
});
