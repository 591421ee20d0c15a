/** The lead form's server side: the posted form to the API, and the touch cookie a landing sets. */
export { submitLeadForm } from './lead-form.server';
export { landingCookie } from './touches';
