/** The rules about course topics: unique slugs, derived from the name when not given. */
import type { CourseTopicCreation, CourseTopicUpdate } from '@catedra/contract';
import type { Static } from 'typebox';
import { type PageQuery, pageOf, toPageRequest } from '../../core/pagination.js';
import { insertWithDerivedSlug, isUniqueViolation } from '../../db/slugs.js';
import { AppError } from '../../errors/app-error.js';
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

    /** A chosen slug that is taken is refused (409); a derived one gets a suffix instead. */
    async create(input: Static<typeof CourseTopicCreation>) {
      const name = input.name.trim();
      const created = input.slug
        ? await topics.insert({ name, slug: input.slug })
        : await insertWithDerivedSlug(name, 'tema', (slug) => topics.insert({ name, slug }));
      if (!created) throw slugTaken();
      return toTopicDto(created);
    },

    async update(topicId: string, patch: Static<typeof CourseTopicUpdate>) {
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

export type TopicsService = ReturnType<typeof createTopicsService>;
