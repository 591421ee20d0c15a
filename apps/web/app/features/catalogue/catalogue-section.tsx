/**
 * The catalogue on the home page: a search box and a topic filter over the active courses,
 * as cards, a page at a time. The first page comes from the route's loader (in the HTML); the
 * search waits for a pause in typing before asking. Plain HTML (ui/plain): a public page.
 */
import { useEffect, useState } from 'react';
import { useSiteMessages } from '../../i18n/site';
import { Field, Pagination, RemoteState } from '../../ui/plain/blocks';
import { gap } from '../../ui/plain/style';
import { useRemote } from '../../ui/plain/use-remote';
import { useApiClient } from '../session';
import { CourseCard } from './course-card';
import {
  type CataloguePage,
  catalogueInput,
  FIRST_CATALOGUE_PAGE,
  TOPICS_INPUT,
  type TopicsPage,
} from './inputs';

/** How long the search waits after the last keystroke before asking. */
export const SEARCH_PAUSE_MS = 300;

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export function CatalogueSection({
  firstPage,
  topics: initialTopics,
}: {
  firstPage: CataloguePage | null;
  topics: TopicsPage | null;
}) {
  const messages = useSiteMessages().academic.catalogue;
  const client = useApiClient();
  const [q, setQ] = useState('');
  const [topicId, setTopicId] = useState<string | null>(null);
  const [page, setPage] = useState(0);
  const debouncedQ = useDebounced(q.trim(), SEARCH_PAUSE_MS);
  const filters = { q: debouncedQ, topicId, page };
  const topics = useRemote({
    key: 'topics',
    load: (signal) => client.findAllCourseTopics(TOPICS_INPUT, { signal }),
    initialKey: 'topics',
    initialData: initialTopics,
  });
  const courses = useRemote({
    key: JSON.stringify(filters),
    load: (signal) => client.findAllCourses(catalogueInput(filters), { signal }),
    initialKey: JSON.stringify(FIRST_CATALOGUE_PAGE),
    initialData: firstPage,
  });
  const topicNames = new Map((topics.data?.content ?? []).map((topic) => [topic.id, topic.name]));

  return (
    <section id="catalogo" className="p-container home-catalogue" data-testid="catalogue">
      <div className="p-stack" style={gap('lg')}>
        <div className="p-stack" style={gap(4)}>
          <h2 className="p-title p-h2">{messages.title}</h2>
          <p className="p-text p-dimmed">{messages.intro}</p>
        </div>
        <div className="p-group" style={gap('md', { alignItems: 'flex-end' })}>
          <Field label={messages.searchLabel} style={{ flex: '1 1 280px' }}>
            {(id) => (
              <input
                id={id}
                className="p-input"
                type="text"
                placeholder={messages.searchPlaceholder}
                value={q}
                onChange={(event) => {
                  setQ(event.currentTarget.value);
                  setPage(0);
                }}
              />
            )}
          </Field>
          {/* "All topics" is the empty value. */}
          <Field label={messages.topicLabel} className="catalogue-topic">
            {(id) => (
              <select
                id={id}
                className="p-input"
                value={topicId ?? ''}
                onChange={(event) => {
                  setTopicId(event.currentTarget.value || null);
                  setPage(0);
                }}
              >
                <option value="">{messages.allTopics}</option>
                {(topics.data?.content ?? []).map((topic) => (
                  <option key={topic.id} value={topic.id}>
                    {topic.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <RemoteState remote={courses} isEmpty={(found) => found.content.length === 0} empty={messages.empty}>
          {(found) => (
            <div className="p-stack" style={gap('lg')}>
              <div className="p-grid p-grid--sm-2 p-grid--md-3">
                {found.content.map((course) => (
                  <CourseCard key={course.id} course={course} topicName={topicNames.get(course.topicId)} />
                ))}
              </div>
              <Pagination page={page} pages={found.page.totalPages} onChange={setPage} />
            </div>
          )}
        </RemoteState>
      </div>
    </section>
  );
}
