/**
 * Admin "Usuarios": the list, one user's page (with deactivation) and inviting a user. The query hooks and the
 * read-only resume are also what the profile feature uses for the signed-in user's own data.
 */
export { USER_READS, type User, type UserResume, useResume, useUpdateUser, useUser } from './api';
export { InviteUserPage } from './invite-user-page';
export { ProfileForm } from './profile-form';
export { ResumeView } from './resume-view';
export { type AllianceSection, UserPage } from './user-page';
export { UsersPage } from './users-page';
