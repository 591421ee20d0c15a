/** Topics administration: the paged list and its writes. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../session';

export function useTopicPage(page: number, size = 20) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['topics', 'page', page, size],
    queryFn: ({ signal }) => client.findAllCourseTopics({ page, size, sort: ['name,asc'] }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSaveTopic() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { topicId?: string; name: string; slug?: string }) => {
      const body = { name: input.name, ...(input.slug ? { slug: input.slug } : {}) };
      return input.topicId
        ? client.updateCourseTopic({ topicId: input.topicId, courseTopicUpdate: body })
        : client.createCourseTopic({ courseTopicCreation: body });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['topics'] }),
  });
}
