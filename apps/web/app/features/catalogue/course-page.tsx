/**
 * A course's public page: what it is about (sanitized Markdown), who teaches it and its
 * upcoming classes, shown in the course's zone, which the page names. Plain HTML (ui/plain)
 * on what the route's loader read: a public page (issue 18).
 */
import type { ReactNode } from 'react';
import { useRevalidator } from 'react-router';
import { format, useSiteMessages } from '../../i18n/site';
import type { Course } from '../../lib/api-types';
import { formatCalendarDate, formatDateTime, timeZoneInSentence } from '../../lib/dates';
import { MarkdownHtml } from '../../ui/markdown-html';
import { ErrorState, MessagePage, RemoteState } from '../../ui/plain/blocks';
import { gap } from '../../ui/plain/style';
import { useRemote } from '../../ui/plain/use-remote';
import { useApiClient } from '../session';
import { EnrollmentBadge } from './enrollment-badge';
import { type SchedulePage, scheduleInput } from './inputs';

function Schedule({ course, loaded }: { course: Course; loaded: SchedulePage | null }) {
  const messages = useSiteMessages().academic.course;
  const client = useApiClient();
  const schedule = useRemote({
    key: course.id,
    load: (signal) => client.findCourseSchedule(scheduleInput(course.id), { signal }),
    initialKey: course.id,
    initialData: loaded,
  });
  const zone = course.timezoneId;
  return (
    <div className="p-card" data-testid="course-schedule">
      <h2 className="p-title p-fz-lg" style={{ marginBottom: 4 }}>
        {messages.scheduleTitle}
      </h2>
      <p className="p-text p-text--xs p-dimmed" style={{ marginBottom: 'var(--mantine-spacing-md)' }}>
        {format(messages.scheduleZone, { zone: timeZoneInSentence(zone) })}
      </p>
      <RemoteState
        remote={schedule}
        isEmpty={(page) => page.content.length === 0}
        empty={messages.scheduleEmpty}
      >
        {(page) => (
          <table className="p-table">
            <tbody>
              {page.content.map((item) => (
                <tr key={item.id}>
                  <td>
                    <p className="p-text p-text--sm p-semibold">{item.title}</p>
                    <p className="p-text p-text--xs p-dimmed">
                      {formatDateTime(item.startsAt, zone)} ·{' '}
                      {format(messages.duration, { minutes: item.durationMinutes })}
                    </p>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </RemoteState>
    </div>
  );
}

/** No course has this slug: the page the server answers with 404. */
export function CourseNotFound() {
  const messages = useSiteMessages().academic.course;
  return (
    <MessagePage
      wide
      testId="course-not-found"
      title={messages.notFoundTitle}
      text={messages.notFoundText}
      back={{ to: '/', label: messages.backToCatalogue }}
    />
  );
}

/** The API could not say what the course is: the error, and asking the server again. */
function CourseUnavailable() {
  const messages = useSiteMessages();
  const revalidator = useRevalidator();
  return (
    <div className="p-container p-page">
      <ErrorState
        message={messages.academic.errors.unavailable}
        onRetry={() => void revalidator.revalidate()}
      />
    </div>
  );
}

export type CoursePageProps = {
  /** The course; undefined when the API could not say (the route answers 404 for none). */
  course: Course | undefined;
  topicName: string | null;
  schedule: SchedulePage | null;
  /** The enrollments feature's plans and "Inscribirme", composed by the route. */
  plans: (course: Course) => ReactNode;
  /** The description the server rendered (`markdownToHtml`), if it could. */
  descriptionHtml?: string | null;
};

export function CoursePage({ course, topicName, schedule, plans, descriptionHtml }: CoursePageProps) {
  const messages = useSiteMessages().academic;
  if (!course) return <CourseUnavailable />;
  return (
    <div className="p-container p-page">
      <div className="p-stack" style={gap('xl')}>
        <div className="p-stack" style={gap('sm')}>
          <div className="p-group" style={gap(6)}>
            {topicName && <span className="p-badge">{topicName}</span>}
            <EnrollmentBadge course={course} />
          </div>
          <h1 className="p-title course-title">{course.title}</h1>
          <p className="p-text p-text--lg p-dimmed">{course.summary}</p>
          <p className="p-text p-text--sm">
            {format(messages.course.dates, {
              start: formatCalendarDate(course.startDate),
              end: formatCalendarDate(course.endDate),
            })}
            {course.capacity ? ` · ${format(messages.course.capacity, { capacity: course.capacity })}` : ''}
          </p>
        </div>
        <div className="p-grid p-cols-7-5" style={gap('xl')}>
          <div className="p-stack" style={gap('lg')}>
            <h2 className="p-title p-fz-lg">{messages.course.aboutTitle}</h2>
            <MarkdownHtml html={descriptionHtml} source={course.description} testId="course-description" />
            <h2 className="p-title p-fz-lg">{messages.course.teachersTitle}</h2>
            {course.teachers.length === 0 ? (
              <p className="p-text p-dimmed">{messages.catalogue.noTeachers}</p>
            ) : (
              <div className="p-group" style={gap('sm')}>
                {course.teachers.map((teacher) => (
                  <span key={teacher.id} className="p-badge p-badge--default">
                    {teacher.firstName} {teacher.lastName}
                  </span>
                ))}
              </div>
            )}
          </div>
          <div className="p-stack" style={gap('lg')}>
            {plans(course)}
            <Schedule course={course} loaded={schedule} />
          </div>
        </div>
      </div>
    </div>
  );
}
