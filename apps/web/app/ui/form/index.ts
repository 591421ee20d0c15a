/** One form hook (values, checks, submit, API problems on their fields) and the shared inputs. */
export { FormFailure } from './form-failure';
export { type EditDialogProps, FormModal, toastAndClose } from './form-modal';
export * from './use-api-form';
