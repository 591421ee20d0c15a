/** A course's classes for staff: list, agenda, forms, content and teacher instruction. */
export { useAllClasses } from './api';
export { ClassesPanel } from './classes-panel';
