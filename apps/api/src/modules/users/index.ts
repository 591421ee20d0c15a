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

import type { UsersRepository } from './users.repository.js';

export {
  type JoinOutcome,
  joinAlliance,
  leaveAlliance,
  membershipChangesOf,
} from './alliance-membership.js';
export { type Buyer, buyerByEmail } from './buyers.js';
export { countryOfUser, promoteToStudent, userExists } from './payers.js';
export { findSellers, type PersonView, peopleOf, personOf, SELLER_SCOPES } from './people.js';
/** What other modules may read of users (the composition root hands them the repository). */
export type UserLookups = Pick<UsersRepository, 'findById' | 'findCredentialsById'>;
export { assertAcceptablePassword, toUserDto } from './user-records.js';
export { usersHandlers } from './users.routes.js';
export { createUsersService, type UsersService } from './users.service.js';
