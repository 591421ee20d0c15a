/** The commissions' query options, keyed by the contract, through the typed client. */
import type { ApiClient } from '@catedra/client';
import type { Input, Output } from '../../lib/api-types';
import { operationQuery } from '../../lib/query-keys';

export type SellerFigures = Output<'findSellerFigures'>;
export type CommissionLine = Output<'findAllCommissionLines'>['content'][number];
export type FiguresRange = { from: string; to: string; currency: 'ARS' | 'USD' };

/** What a rate or a payout makes stale. */
export const COMMISSION_READS = [
  'findAllSellerFigures',
  'findSellerFigures',
  'findAllCommissionLines',
  'findAllCommissionRates',
] as const;

export const allFiguresQuery = (
  client: ApiClient,
  range: FiguresRange,
  page: { page?: number; size?: number; sort?: string[] },
) => operationQuery(client, 'findAllSellerFigures', { ...range, ...page } as Input<'findAllSellerFigures'>);

export const figuresQuery = (client: ApiClient, sellerId: string, range: FiguresRange) =>
  operationQuery(client, 'findSellerFigures', { sellerId, ...range });

export const linesQuery = (client: ApiClient, query: NonNullable<Input<'findAllCommissionLines'>>) =>
  operationQuery(client, 'findAllCommissionLines', query);

export const ratesQuery = (client: ApiClient, sellerId: string) =>
  operationQuery(client, 'findAllCommissionRates', { sellerId, size: 10 });
