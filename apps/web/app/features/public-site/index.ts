/** The public site's pages (their text comes from the catalogue's `pages`). */
export { HomePage } from './home-page';
export { JobsPage } from './jobs-page';
export { NotFoundPage } from './not-found-page';
export { TeachersPage } from './teachers-page';
