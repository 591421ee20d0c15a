/** Binds the Topics operations of the contract to the topics service. */
import { defineHandlers } from '../../http/handlers.js';
import type { TopicsService } from './topics.service.js';

export function topicsHandlers({ topics: service }: { topics: TopicsService }) {
  return defineHandlers({
    findAllCourseTopics: ({ query }) => service.findAll(query),
    createCourseTopic: ({ body }) => service.create(body),
    updateCourseTopic: ({ params, body }) => service.update(params.topicId, body),
  });
}
