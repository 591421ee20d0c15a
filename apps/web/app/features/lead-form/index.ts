/** A course page's "Quiero que me contacten" (public, plain HTML) and the visit's first and last touch. */
export { LeadForm, type LeadFormState } from './lead-form';
