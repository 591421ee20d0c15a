/**
 * The student's and the course's names of an enrollment, which the enrollment answer carries
 * only as ids. Each name is read once and cached, so a page of 20 rows asks at most 20 users
 * and a few courses; someone who may not read users sees a short id instead.
 */
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useCourse } from '../courses';
import { fullName } from '../session';
import { useUser } from '../users';

const shortId = (id: string) => `${id.slice(0, 8)}…`;

export function StudentName({ userId, link = false }: { userId: string; link?: boolean }) {
  const user = useUser(userId);
  const name = user.data ? fullName(user.data) : shortId(userId);
  if (!link || !user.data) return <Text size="sm">{name}</Text>;
  return (
    <Anchor component={Link} to={`/admin/users/${userId}`} size="sm">
      {name}
    </Anchor>
  );
}

export function useCourseTitle(courseId: string): string {
  const course = useCourse(courseId);
  return course.data?.title ?? shortId(courseId);
}

export function CourseTitle({ courseId }: { courseId: string }) {
  return <Text size="sm">{useCourseTitle(courseId)}</Text>;
}
