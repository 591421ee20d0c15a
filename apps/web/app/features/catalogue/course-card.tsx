/** One course in the catalogue: title, summary, dates, teachers and a link to its page. Plain HTML (ui/plain). */
import { Link } from 'react-router';
import { format, useSiteMessages } from '../../i18n/site';
import type { Course } from '../../lib/api-types';
import { formatCalendarDate } from '../../lib/dates';
import { Icon } from '../../ui/icons';
import { gap } from '../../ui/plain/style';
import { EnrollmentBadge } from './enrollment-badge';

export function teacherNames(course: Pick<Course, 'teachers'>): string {
  return course.teachers.map((teacher) => `${teacher.firstName} ${teacher.lastName}`).join(', ');
}

export function CourseCard({ course, topicName }: { course: Course; topicName?: string }) {
  const messages = useSiteMessages().academic.catalogue;
  return (
    <div className="p-card" data-testid="course-card">
      <div className="p-stack" style={gap('sm', { height: '100%' })}>
        <div className="p-group" style={gap(6)}>
          {topicName && <span className="p-badge">{topicName}</span>}
          <EnrollmentBadge course={course} />
        </div>
        <h3 className="p-title p-fz-lg" style={{ lineHeight: 1.3 }}>
          {course.title}
        </h3>
        <p className="p-text p-text--sm p-dimmed" style={{ lineHeight: 1.55, flexGrow: 1 }}>
          {course.summary}
        </p>
        <div className="p-stack" style={gap(4)}>
          <p className="p-group p-group--nowrap p-text p-text--sm" style={gap(6)}>
            <Icon name="clock" size={16} />
            {format(messages.dates, {
              start: formatCalendarDate(course.startDate),
              end: formatCalendarDate(course.endDate),
            })}
          </p>
          <p className="p-group p-group--nowrap p-text p-text--sm" style={gap(6)}>
            <Icon name="users" size={16} />
            {course.teachers.length > 0
              ? format(messages.teachers, { names: teacherNames(course) })
              : messages.noTeachers}
          </p>
        </div>
        <Link
          to={`/courses/${course.slug}`}
          className="p-btn p-btn--light"
          style={{ marginTop: 'var(--mantine-spacing-xs)' }}
        >
          {messages.seeCourse}
        </Link>
      </div>
    </div>
  );
}
