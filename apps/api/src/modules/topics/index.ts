/** The topics module's public surface. */
import type { TopicsRepository } from './topics.repository.js';

export type { TopicRow } from './topics.repository.js';
/** What other modules may read of topics (the composition root hands them the repository). */
export type TopicLookups = Pick<TopicsRepository, 'findById'>;
export { topicsHandlers } from './topics.routes.js';
export { createTopicsService, type TopicsService, toTopicDto } from './topics.service.js';
