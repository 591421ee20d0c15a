/** Topics administration. */
export { TopicsPage } from './topics-page';
