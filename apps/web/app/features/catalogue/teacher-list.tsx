/**
 * The teachers of the active courses, on the public teachers page: the first page comes from
 * the route's loader (in the HTML), the others from the API when asked for. Plain HTML (ui/plain).
 */
import { useState } from 'react';
import { useSiteMessages } from '../../i18n/site';
import { Pagination, RemoteState } from '../../ui/plain/blocks';
import { gap } from '../../ui/plain/style';
import { useRemote } from '../../ui/plain/use-remote';
import { useApiClient } from '../session';
import { type TeachersPage, teachersInput } from './inputs';

export function TeacherList({ firstPage }: { firstPage: TeachersPage | null }) {
  const texts = useSiteMessages().academic.teachers;
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
      <RemoteState remote={teachers} isEmpty={(found) => found.content.length === 0} empty={texts.empty}>
        {(found) => (
          <>
            <div className="p-grid p-grid--sm-2 p-grid--md-3" style={gap('sm')}>
              {found.content.map((teacher) => (
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
            <Pagination page={page} pages={found.page.totalPages} onChange={setPage} />
          </>
        )}
      </RemoteState>
    </section>
  );
}
