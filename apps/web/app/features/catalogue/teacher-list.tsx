/**
 * The teachers of the active courses, on the public teachers page: the first page comes from
 * the route's loader (in the HTML), the others from the API when asked for. Plain HTML (ui/plain).
 */
import { useState } from 'react';
import { useSiteMessages } from '../../i18n/site';
import { EmptyState, ErrorState, LoadingState, Pagination } from '../../ui/plain/blocks';
import { loadFailureMessage } from '../../ui/plain/load-failure';
import { gap } from '../../ui/plain/style';
import { useRemote } from '../../ui/plain/use-remote';
import { useApiClient } from '../session';
import { type TeachersPage, teachersInput } from './inputs';

export function TeacherList({ firstPage }: { firstPage: TeachersPage | null }) {
  const messages = useSiteMessages();
  const texts = messages.academic.teachers;
  const client = useApiClient();
  const [page, setPage] = useState(0);
  const teachers = useRemote({
    key: String(page),
    load: (signal) => client.findAllCourseTeachers(teachersInput(page), { signal }),
    initialKey: '0',
    initialData: firstPage,
  });
  return (
    <section className="p-stack" data-testid="teacher-list">
      <h2 className="p-title p-h-section">{texts.listTitle}</h2>
      <p className="p-text p-dimmed">{texts.listIntro}</p>
      {teachers.error ? (
        <ErrorState message={loadFailureMessage(teachers.error, messages)} onRetry={teachers.retry} />
      ) : !teachers.data ? (
        <LoadingState />
      ) : teachers.data.content.length === 0 ? (
        <EmptyState>{texts.empty}</EmptyState>
      ) : (
        <>
          <div className="p-grid p-grid--sm-2 p-grid--md-3" style={gap('sm')}>
            {teachers.data.content.map((teacher) => (
              <div key={teacher.id} className="p-card p-card--sm">
                <div className="p-group p-group--nowrap" style={gap('sm')}>
                  <span className="p-avatar">{`${teacher.firstName[0] ?? ''}${teacher.lastName[0] ?? ''}`}</span>
                  <p className="p-text p-semibold">
                    {teacher.firstName} {teacher.lastName}
                  </p>
                </div>
              </div>
            ))}
          </div>
          {teachers.data.page.totalPages > 1 && (
            <Pagination
              value={page + 1}
              onChange={(value) => setPage(value - 1)}
              total={teachers.data.page.totalPages}
            />
          )}
        </>
      )}
    </section>
  );
}
