/** Course templates: the filtered list, writes, and applying one to a course. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Input } from '../../lib/api-types';
import { useApiClient } from '../session';

export type TemplateFilters = { topicId: string | null; active: boolean | null };

/** One page of templates, by name. */
export function useTemplates(filters: TemplateFilters, page = 0, size = 20) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['templates', filters, page, size],
    queryFn: ({ signal }) =>
      client.findAllCourseTemplates(
        {
          topicId: filters.topicId ?? undefined,
          active: filters.active ?? undefined,
          page,
          size,
          sort: ['name,asc'],
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

export function useSaveTemplate() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { templateId?: string; body: Input<'createCourseTemplate'>['courseTemplateDTO'] }) =>
      input.templateId
        ? client.updateCourseTemplate({ templateId: input.templateId, courseTemplate: input.body })
        : client.createCourseTemplate({ courseTemplateDTO: input.body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['templates'] }),
  });
}

export function useApplyTemplate(courseId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { templateId: string; fromDate: string; timezoneId: string; append: boolean }) =>
      client.applyCourseTemplate({ courseId, ...input }),
    // The course's classes and exams changed: every view of them reloads.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['course', courseId] }),
  });
}
