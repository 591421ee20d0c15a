/**
 * The catalogue on the home page: a search box and a topic filter over the active courses,
 * as cards, a page at a time. The search waits for a pause in typing before asking.
 */
import {
  Container,
  Group,
  NativeSelect,
  Pagination,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useMessages } from '../../i18n';
import { EmptyState, QueryState } from '../../ui/query-state';
import { useCatalogue, useTopics } from './api';
import { CourseCard } from './course-card';

export function CatalogueSection() {
  const messages = useMessages().academic.catalogue;
  const [q, setQ] = useState('');
  const [topicId, setTopicId] = useState<string | null>(null);
  const [page, setPage] = useState(0);
  const [debouncedQ] = useDebouncedValue(q.trim(), 300);
  const topics = useTopics();
  const courses = useCatalogue({ q: debouncedQ, topicId, page });
  const topicNames = new Map((topics.data?.content ?? []).map((topic) => [topic.id, topic.name]));

  return (
    <Container size="lg" py={{ base: 40, sm: 64 }} id="catalogo" component="section" data-testid="catalogue">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={2}>{messages.title}</Title>
          <Text c="dimmed">{messages.intro}</Text>
        </Stack>
        <Group align="flex-end" gap="md">
          <TextInput
            label={messages.searchLabel}
            placeholder={messages.searchPlaceholder}
            value={q}
            onChange={(event) => {
              setQ(event.currentTarget.value);
              setPage(0);
            }}
            style={{ flex: '1 1 280px' }}
          />
          {/* The browser's select, styled as Mantine's: its Select (Combobox, floating-ui) is
              some 25 KiB more for the home page. "All topics" is the empty value. */}
          <NativeSelect
            label={messages.topicLabel}
            data={[
              { value: '', label: messages.allTopics },
              ...(topics.data?.content ?? []).map((topic) => ({ value: topic.id, label: topic.name })),
            ]}
            value={topicId ?? ''}
            onChange={(event) => {
              setTopicId(event.currentTarget.value || null);
              setPage(0);
            }}
            w={{ base: '100%', sm: 240 }}
          />
        </Group>
        <QueryState query={courses}>
          {() =>
            courses.data!.content.length === 0 ? (
              <EmptyState>{messages.empty}</EmptyState>
            ) : (
              <Stack gap="lg">
                <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
                  {courses.data!.content.map((course) => (
                    <CourseCard key={course.id} course={course} topicName={topicNames.get(course.topicId)} />
                  ))}
                </SimpleGrid>
                {courses.data!.page.totalPages > 1 && (
                  <Pagination
                    value={page + 1}
                    onChange={(value) => setPage(value - 1)}
                    total={courses.data!.page.totalPages}
                  />
                )}
              </Stack>
            )
          }
        </QueryState>
      </Stack>
    </Container>
  );
}
