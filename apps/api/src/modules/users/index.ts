/** The users module's public surface: what other modules and the composition root may import. */
export { createPasswordRecoveryService, type PasswordRecoveryService } from './password-recovery.service.js';
export { createRecoveryLinksRepository, type RecoveryLinksRepository } from './recovery-links.repository.js';
export { createUsersRepository, type UsersRepository } from './users.repository.js';
export { usersHandlers } from './users.routes.js';
export {
  assertAcceptablePassword,
  createUsersService,
  toUserDto,
  type UsersService,
} from './users.service.js';
