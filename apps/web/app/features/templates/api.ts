/** Course templates: the filtered list, writes, and applying one to a course. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Input } from '../../lib/api-types';
import { useApiMutation } from '../../lib/use-api-mutation';
import { invalidateCourse } from '../courses';
import { useApiClient } from '../session';
import { templatesQuery } from './queries';

/** Every active template, for the apply dialog's choice: a page of the API's largest size holds them. */
export function useActiveTemplates() {
  return useQuery(templatesQuery(useApiClient(), { active: true, size: 200, sort: ['name,asc'] }));
}

export const useSaveTemplate = () =>
  useApiMutation(
    (client, input: { templateId?: string; body: Input<'createCourseTemplate'>['courseTemplateDTO'] }) =>
      input.templateId
        ? client.updateCourseTemplate({ templateId: input.templateId, courseTemplate: input.body })
        : client.createCourseTemplate({ courseTemplateDTO: input.body }),
    ['findAllCourseTemplates', 'findCourseTemplateById'],
  );

export function useApplyTemplate(courseId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { templateId: string; fromDate: string; timezoneId: string; append: boolean }) =>
      client.applyCourseTemplate({ courseId, ...input }),
    // The course's classes and exams changed: every view of them reloads.
    onSuccess: () => invalidateCourse(queryClient, courseId),
  });
}
