/** Messaging hooks: the templates and sending a message. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Input } from '../../lib/api-types';
import { invalidateOperations } from '../../lib/query-keys';
import { useApiClient } from '../session';
import { templatesQuery } from './queries';

export function useTemplates() {
  return useQuery(templatesQuery(useApiClient()));
}

export function useSendMessage() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Input<'sendMessage'>['messagePayload']) =>
      client.sendMessage({ messagePayload: body }),
    onSuccess: () => invalidateOperations(queryClient, 'findAllSentMessages'),
  });
}
