/** `/me/profile`: the signed-in user's own data and resume editor. */
export { ProfilePage } from './profile-page';
