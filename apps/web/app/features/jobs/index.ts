/** Admin "Tareas": the background jobs and their runs (SU and MANAGER_ADMIN; SU runs one now). */
export { JobsPage } from './jobs-page';
