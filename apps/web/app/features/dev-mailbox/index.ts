/** Admin "Correo de desarrollo": the dev mailbox, for SU. */
export { DevMailboxPage } from './dev-mailbox-page';
