/** Topics administration's writes (the list reads through `queries.ts`). */
import type { Input } from '../../lib/api-types';
import { useApiMutation } from '../../lib/use-api-mutation';

export type TopicInput = Input<'createCourseTopic'>['courseTopicCreation'];

export const useSaveTopic = () =>
  useApiMutation(
    (client, input: { topicId?: string; body: TopicInput }) =>
      input.topicId
        ? client.updateCourseTopic({ topicId: input.topicId, courseTopicUpdate: input.body })
        : client.createCourseTopic({ courseTopicCreation: input.body }),
    ['findAllCourseTopics'],
  );
