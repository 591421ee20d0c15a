/** The certificates area's query options and keys. */
import type { ApiClient } from '@catedra/client';
import { queryOptions } from '@tanstack/react-query';
import type { Input } from '../../lib/api-types';

export type CertificateListQuery = NonNullable<Input<'findAllCertificates'>>;

export const certificateKeys = {
  all: ['certificates'] as const,
  list: (query: CertificateListQuery) => ['certificates', query] as const,
};

export const certificatesQuery = (client: ApiClient, query: CertificateListQuery) =>
  queryOptions({
    queryKey: certificateKeys.list(query),
    queryFn: ({ signal }) => client.findAllCertificates(query, { signal }),
  });
