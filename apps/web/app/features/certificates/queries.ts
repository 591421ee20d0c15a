/** The certificates area's query options, keyed by the contract. */
import type { ApiClient } from '@catedra/client';
import type { Input } from '../../lib/api-types';
import { operationQuery } from '../../lib/query-keys';

export type CertificateListQuery = NonNullable<Input<'findAllCertificates'>>;

export const certificatesQuery = (client: ApiClient, query: CertificateListQuery) =>
  operationQuery(client, 'findAllCertificates', query);
