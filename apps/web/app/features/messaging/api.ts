/** Messaging hooks: the templates and sending a message. */
import { useQuery } from '@tanstack/react-query';
import type { Input } from '../../lib/api-types';
import { useApiMutation } from '../../lib/use-api-mutation';
import { useApiClient } from '../session';
import { templatesQuery } from './queries';

export function useTemplates() {
  return useQuery(templatesQuery(useApiClient()));
}

export const useSendMessage = () =>
  useApiMutation(
    (client, body: Input<'sendMessage'>['messagePayload']) => client.sendMessage({ messagePayload: body }),
    ['findAllSentMessages'],
  );
