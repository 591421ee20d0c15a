/** Topics administration's writes (the list reads through `queries.ts`). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Input } from '../../lib/api-types';
import { invalidateOperations } from '../../lib/query-keys';
import { useApiClient } from '../session';

export type TopicInput = Input<'createCourseTopic'>['courseTopicCreation'];

export function useSaveTopic() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { topicId?: string; body: TopicInput }) =>
      input.topicId
        ? client.updateCourseTopic({ topicId: input.topicId, courseTopicUpdate: input.body })
        : client.createCourseTopic({ courseTopicCreation: input.body }),
    onSuccess: () => invalidateOperations(queryClient, 'findAllCourseTopics'),
  });
}
