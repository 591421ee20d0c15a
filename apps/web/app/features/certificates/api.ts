/** Certificates: public verification, the student's own list, the admin list and its actions. */
import { ApiError } from '@catedra/client';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { queryKeyOf } from '../../lib/query-keys';
import { saveBlobAs } from '../../lib/save-file';
import { useApiMutation } from '../../lib/use-api-mutation';
import { useApiClient } from '../session';
import { certificatesQuery } from './queries';

/**
 * Codes are letters and digits; people copy them with spaces or dashes, which are dropped.
 * Something that can never be a code (the API's 400) is simply an unknown certificate.
 */
export function useCertificateVerification(code: string) {
  const client = useApiClient();
  const clean = code.replace(/[^A-Za-z0-9]/g, '').slice(0, 32);
  return useQuery({
    queryKey: queryKeyOf('verifyCertificate', { code: clean }),
    queryFn: async ({ signal }) => {
      const unknown = {
        code,
        status: 'unknown' as const,
        studentName: null,
        courseTitle: null,
        issuedAt: null,
      };
      if (!clean) return unknown;
      try {
        return await client.verifyCertificate({ code: clean }, { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 400) return unknown;
        throw error;
      }
    },
  });
}

/** A student's own certificates, a page at a time (the /me list). */
export function useMyCertificates(userId: string | undefined, page: number) {
  const client = useApiClient();
  return useQuery({
    ...certificatesQuery(client, { userId, page, size: 10, sort: ['issuedAt,desc'] }),
    placeholderData: keepPreviousData,
    enabled: Boolean(userId),
  });
}

export const useUpdateCertificate = () =>
  useApiMutation(
    (client, input: { certificateId: string; active: boolean }) =>
      client.updateCertificate({
        certificateId: input.certificateId,
        certificateUpdate: { active: input.active },
      }),
    ['findAllCertificates', 'verifyCertificate'],
  );

/** Downloads the PDF through the typed client (it carries the token) and saves it as a file. */
export function useDownloadCertificate() {
  const client = useApiClient();
  return useMutation({
    mutationFn: async (certificate: { id: string; code: string }) => {
      const blob = await client.getCertificatePdf({ certificateId: certificate.id });
      saveBlobAs(blob, `certificado-${certificate.code}.pdf`);
    },
  });
}
