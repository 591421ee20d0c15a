/**
 * Admin "Usuarios": the list, one user's page (with deactivation) and inviting a user. The query hooks and the
 * read-only resume are also what the profile feature uses for the signed-in user's own data.
 */
export { type User, type UserResume, useResume, userKeys, useUpdateUser, useUser } from './api';
export { InviteUserPage } from './invite-user-page';
export { PersonFilter } from './person-filter';
export { ProfileForm } from './profile-form';
export { ResumeView } from './resume-view';
export { PersonLink, shortId, UserName } from './user-name';
export { UserPage } from './user-page';
export { UserPicker } from './user-picker';
export { UsersPage } from './users-page';
