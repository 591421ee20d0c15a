/** The topics module's public surface. */
export { createTopicsRepository, type TopicRow, type TopicsRepository } from './topics.repository.js';
export { topicsHandlers } from './topics.routes.js';
export { createTopicsService, type TopicsService, toTopicDto } from './topics.service.js';
