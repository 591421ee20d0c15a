/** Shared widgets that name or pick a person or a course by id, reading the API through the session's client. */
export { PersonFilter } from './person-filter';
export { CourseTitle, PersonLink, shortId, UserName, useCourseTitle, useUserRecord } from './record-names';
export { UserPicker } from './user-picker';
