/** The users module's public surface: what other modules and the composition root may import. */
export {
  createInvitationsService,
  INVITATION_TTL_DAYS,
  type InvitationsService,
} from './invitations.service.js';
export {
  createPasswordLinks,
  createPasswordRecoveryService,
  type PasswordLinks,
  type PasswordRecoveryService,
} from './password-recovery.service.js';
export { createRecoveryLinksRepository, type RecoveryLinksRepository } from './recovery-links.repository.js';
export { createUsersRepository, type UsersRepository } from './users.repository.js';
export { usersHandlers } from './users.routes.js';
export {
  assertAcceptablePassword,
  createUsersService,
  toUserDto,
  type UsersService,
} from './users.service.js';
