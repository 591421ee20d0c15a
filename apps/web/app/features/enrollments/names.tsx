/**
 * The student's and the course's names of an enrollment, which the enrollment answer carries
 * only as ids. Each name is read once and cached, so a page of 20 rows asks at most 20 users
 * and a few courses; someone who may not read users sees a short id instead.
 */
import { Text } from '@mantine/core';
import { useCourse } from '../courses';
import { shortId } from '../users';

export { UserName as StudentName } from '../users';

export function useCourseTitle(courseId: string): string {
  const course = useCourse(courseId);
  return course.data?.title ?? shortId(courseId);
}

export function CourseTitle({ courseId }: { courseId: string }) {
  return <Text size="sm">{useCourseTitle(courseId)}</Text>;
}
