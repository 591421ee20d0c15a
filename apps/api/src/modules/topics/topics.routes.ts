/** Binds the Topics operations of the contract to the topics service. */
import type { AppDependencies } from '../../app.js';
import { defineHandlers } from '../../http/handlers.js';
import { createTopicsRepository } from './topics.repository.js';
import { createTopicsService } from './topics.service.js';

export function topicsHandlers({ database }: AppDependencies) {
  const service = createTopicsService(createTopicsRepository(database.db));
  return defineHandlers({
    findAllCourseTopics: ({ query }) => service.findAll(query),
    createCourseTopic: ({ body }) => service.create(body),
    updateCourseTopic: ({ params, body }) => service.update(params.topicId, body),
  });
}
