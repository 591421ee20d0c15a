/** One form hook (values, checks, submit, API problems on their fields) and the shared inputs. */
export {
  type ApiForm,
  type ApiFormOptions,
  focusFirstError,
  formErrorsOf,
  renameField,
  useApiForm,
} from './use-api-form';
