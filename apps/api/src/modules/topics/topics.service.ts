/** The rules about course topics: unique slugs, derived from the name when not given. */
import { isUniqueViolation, slugOf } from '../../db/slugs.js';
import { AppError } from '../../errors/app-error.js';
import { type PageQuery, pageOf, toPageRequest } from '../../http/pagination.js';
import type { TopicRow, TopicsRepository } from './topics.repository.js';

export function toTopicDto(row: TopicRow) {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const slugTaken = () => new AppError('SLUG_TAKEN', 'Ya existe un tema con ese slug');

export function createTopicsService(topics: TopicsRepository) {
  return {
    async findAll(query: PageQuery) {
      const page = toPageRequest(query);
      const { rows, total } = await topics.findPage(page);
      return pageOf(rows.map(toTopicDto), total, page);
    },

    async create(input: { name: string; slug?: string }) {
      const created = await topics.insert({
        name: input.name.trim(),
        slug: input.slug ?? slugOf(input.name),
      });
      if (!created) throw slugTaken();
      return toTopicDto(created);
    },

    async update(topicId: string, patch: { name?: string; slug?: string }) {
      try {
        const updated = await topics.update(topicId, { ...patch, name: patch.name?.trim() });
        if (!updated) throw AppError.notFound('El tema');
        return toTopicDto(updated);
      } catch (error) {
        if (isUniqueViolation(error)) throw slugTaken();
        throw error;
      }
    },
  };
}
