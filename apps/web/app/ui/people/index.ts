/** Shared widgets that name or pick a person, a course or an alliance by id, reading the API through the session's client. */
export { AlliancePicker } from './alliance-picker';
export { CoursePicker } from './course-picker';
export { AllianceFilter, PersonFilter, SELLER_SCOPES } from './person-filter';
export { CourseTitle, PersonLink, shortId, UserName, useCourseTitle, useUserRecord } from './record-names';
export { type PickerFieldProps, RecordPicker, type RecordPickerProps } from './record-picker';
export { UserPicker } from './user-picker';
