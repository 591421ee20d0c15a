/** The automation screen's writes: the test row and Reenviar, each refreshing the deliveries list. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateOperations } from '../../lib/query-keys';
import { useApiClient } from '../session';

function useRefreshDeliveries() {
  const queryClient = useQueryClient();
  return () => invalidateOperations(queryClient, 'findAllAutomationDeliveries');
}

export function useSendTestRow() {
  const client = useApiClient();
  return useMutation({
    mutationFn: (row: { sheet?: string; values: Record<string, string> }) =>
      client.testSendSpreadsheetRow({ spreadsheetRowData: row }),
    onSuccess: useRefreshDeliveries(),
  });
}

export function useResendDelivery() {
  const client = useApiClient();
  return useMutation({
    mutationFn: (deliveryId: string) => client.resendAutomationDelivery({ deliveryId }),
    onSuccess: useRefreshDeliveries(),
  });
}
