/**
 * Users: accounts, scopes, sessions and password recovery (specification section 7,
 * "Users"; DESIGN.md sections 2 and 3).
 */
import Type from 'typebox';
import { defineOperation } from '../core/operation.js';
import {
  Body,
  CountryCode,
  DateTime,
  Email,
  NonEmptyText,
  Page,
  PagedQuery,
  Params,
  Phone,
  ScopeSchema,
  TierCode,
  Timestamps,
  Uuid,
} from '../core/schemas.js';
import { SCOPE_GROUPS } from '../core/scopes.js';

const tag = 'Users';

/** Passwords: at least 10 characters (the "not the e-mail" rule is the server's). */
export const Password = Type.String({ minLength: 10, maxLength: 200, description: 'At least 10 characters' });

const profileFields = {
  firstName: NonEmptyText(100),
  lastName: NonEmptyText(100),
  phone: Type.Optional(Phone),
  country: Type.Optional(CountryCode),
  city: Type.Optional(Type.String({ maxLength: 100 })),
  state: Type.Optional(Type.String({ maxLength: 100 })),
  documentId: Type.Optional(Type.String({ maxLength: 30 })),
};

export const User = Type.Object({
  id: Uuid,
  email: Email,
  firstName: Type.String(),
  lastName: Type.String(),
  phone: Type.Union([Phone, Type.Null()]),
  country: Type.Union([CountryCode, Type.Null()]),
  city: Type.Union([Type.String(), Type.Null()]),
  state: Type.Union([Type.String(), Type.Null()]),
  documentId: Type.Union([Type.String(), Type.Null()]),
  allianceId: Type.Union([Uuid, Type.Null()]),
  /** The member's tier: a code of his alliance's tiers (null outside an alliance or without one). */
  allianceTier: Type.Union([TierCode, Type.Null()]),
  scopes: Type.Array(ScopeSchema),
  /** False while deactivated by SU or MANAGER_ADMIN: no sign-in and no session. */
  active: Type.Boolean(),
  deactivatedAt: Type.Union([DateTime, Type.Null()]),
  deactivationReason: Type.Union([Type.String(), Type.Null()]),
  /** The last successful sign-in; null if never signed in. */
  lastSignInAt: Type.Union([DateTime, Type.Null()]),
  ...Timestamps,
});

export const UserCreation = Body({
  email: Email,
  password: Password,
  ...profileFields,
  scopes: Type.Optional(
    Type.Array(ScopeSchema, { uniqueItems: true, description: 'Only SU and MANAGER_ADMIN may set scopes' }),
  ),
  allianceId: Type.Optional(Uuid),
});

/**
 * Staff invite a person: the account is created without a usable password and the invitee
 * chooses one through the link e-mailed to him (executePasswordRecovery).
 */
export const UserInvitation = Body({
  email: Email,
  ...profileFields,
  scopes: Type.Optional(
    Type.Array(ScopeSchema, {
      uniqueItems: true,
      minItems: 1,
      description: 'BASIC by default; each admin only the scopes it may grant',
    }),
  ),
  allianceId: Type.Optional(Uuid),
  /** A code of the alliance's tiers (the caller's own alliance for an ALLIANCE_ADMIN). */
  allianceTier: Type.Optional(TierCode),
});

/** A signed-in person changes his own password: the current one proves it is him. */
export const UserPasswordChange = Body({
  currentPassword: Type.String({ minLength: 1, maxLength: 200 }),
  newPassword: Password,
});

/** A signed-in person changes his own e-mail, with his current password. */
export const UserEmailChange = Body({
  currentPassword: Type.String({ minLength: 1, maxLength: 200 }),
  email: Email,
});

export const UserDeactivation = Body({
  reason: Type.Optional(Type.String({ minLength: 1, maxLength: 500 })),
});

export const UserUpdate = Body({
  firstName: Type.Optional(NonEmptyText(100)),
  lastName: Type.Optional(NonEmptyText(100)),
  phone: Type.Optional(Type.Union([Phone, Type.Null()])),
  country: Type.Optional(Type.Union([CountryCode, Type.Null()])),
  city: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
  state: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
  documentId: Type.Optional(Type.Union([Type.String({ maxLength: 30 }), Type.Null()])),
  allianceId: Type.Optional(Type.Union([Uuid, Type.Null()])),
});

export const UserCredentials = Body({
  email: Email,
  password: Type.String({ minLength: 1, maxLength: 200 }),
});
export const Session = Type.Object({ token: Type.String(), expiresAt: DateTime });
export const ParsedToken = Type.Object({
  userId: Uuid,
  email: Email,
  scopes: Type.Array(ScopeSchema),
  expiresAt: DateTime,
});
export const UserEmail = Body({ email: Email });
const RecoveryToken = Type.String({ minLength: 20, maxLength: 200 });
export const UserPasswordRecovery = Body({
  token: RecoveryToken,
  password: Password,
});

/** A contact at the messaging provider (Callbell-like). */
export const ContactPayload = Body({
  phoneNumber: Phone,
  name: NonEmptyText(200),
  tags: Type.Optional(Type.Array(Type.String({ maxLength: 50 }), { maxItems: 20 })),
  customFields: Type.Optional(Type.Record(Type.String(), Type.String())),
});
export const MessagingContact = Type.Object({
  contactId: Uuid,
  phoneNumber: Phone,
  name: Type.String(),
  tags: Type.Array(Type.String()),
  customFields: Type.Record(Type.String(), Type.String()),
});

export const ScopeChange = Type.Object({
  id: Uuid,
  userId: Uuid,
  scope: ScopeSchema,
  action: Type.Enum(['GRANTED', 'REVOKED']),
  changedBy: Type.Union([
    Type.Object({ id: Uuid, firstName: Type.String(), lastName: Type.String(), email: Email }),
    Type.Null(),
  ]),
  changedAt: DateTime,
});

const userIdParams = Params({ userId: Uuid });

/** Staff who look users up (an alliance admin only within its alliance). */
const userReaders = [
  ...SCOPE_GROUPS.readAll,
  'ACADEMIC_ADMIN',
  'ACADEMIC',
  'COMMERCIAL_ADMIN',
  'COMMERCIAL',
  'SELLER_ADMIN',
  'MARKETING',
  'FARMING',
  'ALLIANCE_ADMIN',
] as const;

/** Who may grant or remove scopes at all; which scope each may touch is the server's rule. */
const scopeGranters = ['SU', 'MANAGER_ADMIN', 'ACADEMIC_ADMIN', 'COMMERCIAL_ADMIN', 'SELLER_ADMIN'] as const;

export const usersOperations = {
  createUser: defineOperation({
    operationId: 'createUser',
    method: 'POST',
    path: '/users',
    tag,
    summary: 'Sign up (a BASIC user), or create a user with scopes as SU or MANAGER_ADMIN',
    body: { name: 'userCreation', schema: UserCreation, required: true },
    response: User,
    successStatus: 201,
    errors: ['EMAIL_TAKEN', 'PASSWORD_IS_EMAIL', 'SCOPE_NOT_GRANTABLE', 'RATE_LIMITED', 'ALLIANCE_UNKNOWN'],
    access: { kind: 'public', note: 'scopes and alliance only with an SU or MANAGER_ADMIN token' },
  }),
  inviteUser: defineOperation({
    operationId: 'inviteUser',
    method: 'POST',
    path: '/users/invitations',
    tag,
    summary:
      'Invite a person by e-mail: the account has no usable password until the invitee sets one through the e-mailed link (valid 7 days, single use, completed by executePasswordRecovery)',
    body: { name: 'userInvitation', schema: UserInvitation, required: true },
    response: User,
    successStatus: 201,
    errors: ['EMAIL_TAKEN', 'SCOPE_NOT_GRANTABLE', 'ALLIANCE_UNKNOWN', 'MEMBER_TIER_UNKNOWN'],
    access: {
      kind: 'scopes',
      // COMMERCIAL grants no scope, but invites the BASIC person he is about to enrol.
      scopes: [...scopeGranters, 'ALLIANCE_ADMIN', 'COMMERCIAL'],
      note: 'SU and MANAGER_ADMIN set any scope and the alliance; the other admins only the scopes of their area; ALLIANCE_ADMIN invites BASIC members of its own alliance only; COMMERCIAL only BASIC users (to enrol them)',
    },
  }),
  changeUserPassword: defineOperation({
    operationId: 'changeUserPassword',
    method: 'PUT',
    path: '/users/me/password',
    tag,
    summary:
      "Change one's own password (the current one required); ends every other session and answers a new one",
    body: { name: 'userPasswordChange', schema: UserPasswordChange, required: true },
    response: Session,
    errors: ['CURRENT_PASSWORD_WRONG', 'PASSWORD_IS_EMAIL'],
    access: { kind: 'scopes', scopes: SCOPE_GROUPS.anyone, note: 'always the caller’s own account' },
  }),
  changeUserEmail: defineOperation({
    operationId: 'changeUserEmail',
    method: 'PUT',
    path: '/users/me/email',
    tag,
    summary: "Change one's own e-mail (the current password required)",
    body: { name: 'userEmailChange', schema: UserEmailChange, required: true },
    response: User,
    errors: ['CURRENT_PASSWORD_WRONG', 'EMAIL_TAKEN'],
    access: { kind: 'scopes', scopes: SCOPE_GROUPS.anyone, note: 'always the caller’s own account' },
  }),
  deactivateUser: defineOperation({
    operationId: 'deactivateUser',
    method: 'POST',
    path: '/users/{userId}/deactivation',
    tag,
    summary: 'Deactivate a user: he cannot sign in and his sessions end at once',
    params: userIdParams,
    body: { name: 'userDeactivation', schema: UserDeactivation, required: false },
    response: User,
    errors: ['CANNOT_DEACTIVATE_SELF'],
    access: { kind: 'scopes', scopes: SCOPE_GROUPS.management },
  }),
  reactivateUser: defineOperation({
    operationId: 'reactivateUser',
    method: 'DELETE',
    path: '/users/{userId}/deactivation',
    tag,
    summary: 'Reactivate a deactivated user (he signs in again with his password)',
    params: userIdParams,
    response: User,
    access: { kind: 'scopes', scopes: SCOPE_GROUPS.management },
  }),
  findAllUsers: defineOperation({
    operationId: 'findAllUsers',
    method: 'GET',
    path: '/users',
    tag,
    summary: 'List users',
    query: PagedQuery(
      {
        q: Type.Optional(Type.String({ maxLength: 100, description: 'Name, e-mail, phone or document' })),
        city: Type.Optional(Type.String({ maxLength: 100 })),
        state: Type.Optional(Type.String({ maxLength: 100 })),
        country: Type.Optional(CountryCode),
        scope: Type.Optional(
          Type.Array(ScopeSchema, {
            maxItems: 17,
            description: 'Users holding any of these scopes (repeatable: scope=SELLER&scope=SELLER_ADMIN)',
          }),
        ),
        allianceId: Type.Optional(Uuid),
        active: Type.Optional(
          Type.Boolean({ description: 'Only active (true) or deactivated (false) users' }),
        ),
      },
      ['createdAt', 'email', 'firstName', 'lastName', 'country', 'lastSignInAt'],
    ),
    response: Page(User),
    access: { kind: 'scopes', scopes: userReaders, note: 'ALLIANCE_ADMIN: users of its own alliance only' },
  }),
  findUserById: defineOperation({
    operationId: 'findUserById',
    method: 'GET',
    path: '/users/{userId}',
    tag,
    summary: 'Get a user, including scopes',
    params: userIdParams,
    response: User,
    access: {
      kind: 'scopes',
      scopes: [...userReaders, 'TEACHER', 'SELLER'],
      self: 'userId',
      note: 'ALLIANCE_ADMIN: users of its own alliance only',
    },
  }),
  updateUser: defineOperation({
    operationId: 'updateUser',
    method: 'PUT',
    path: '/users/{userId}',
    tag,
    summary: "Update a user's profile (never its scopes)",
    params: userIdParams,
    body: { name: 'userUpdate', schema: UserUpdate, required: true },
    response: User,
    errors: ['ALLIANCE_UNKNOWN'],
    access: { kind: 'scopes', scopes: SCOPE_GROUPS.management, self: 'userId' },
  }),
  addScopeToUser: defineOperation({
    operationId: 'addScopeToUser',
    method: 'POST',
    path: '/users/{userId}/{scope}',
    tag,
    summary: 'Grant a scope to a user',
    params: Params({ userId: Uuid, scope: ScopeSchema }),
    response: User,
    errors: ['SCOPE_NOT_GRANTABLE'],
    access: { kind: 'scopes', scopes: scopeGranters, note: 'each admin grants only the scopes of its area' },
  }),
  removeScopeFromUser: defineOperation({
    operationId: 'removeScopeFromUser',
    method: 'DELETE',
    path: '/users/{userId}/{scope}',
    tag,
    summary: 'Remove a scope from a user',
    params: Params({ userId: Uuid, scope: ScopeSchema }),
    response: User,
    errors: ['SCOPE_NOT_GRANTABLE', 'LAST_ADMIN_SCOPE'],
    access: { kind: 'scopes', scopes: scopeGranters, note: 'each admin removes only the scopes of its area' },
  }),
  findUserScopeChanges: defineOperation({
    operationId: 'findUserScopeChanges',
    method: 'GET',
    path: '/users/{userId}/scope-changes',
    tag,
    summary: "The history of a user's scope grants and removals, newest first",
    params: userIdParams,
    query: PagedQuery({}, ['changedAt']),
    response: Page(ScopeChange),
    access: {
      kind: 'scopes',
      scopes: [...SCOPE_GROUPS.management, ...scopeGranters, 'MANAGER'],
      self: 'userId',
    },
  }),
  signin: defineOperation({
    operationId: 'signin',
    method: 'POST',
    path: '/users/sessions',
    tag,
    summary: 'Sign in with e-mail and password; answers a JWT valid 12 hours',
    body: { name: 'userCredentials', schema: UserCredentials, required: true },
    response: Session,
    errors: ['INVALID_CREDENTIALS', 'ACCOUNT_DEACTIVATED', 'RATE_LIMITED'],
    access: { kind: 'public', note: 'rate limited' },
  }),
  getParsedToken: defineOperation({
    operationId: 'getParsedToken',
    method: 'GET',
    path: '/users/token',
    tag,
    summary: 'The caller’s parsed token (userId, e-mail, scopes, expiry)',
    response: ParsedToken,
    access: { kind: 'scopes', scopes: SCOPE_GROUPS.anyone },
  }),
  triggerPasswordRecovery: defineOperation({
    operationId: 'triggerPasswordRecovery',
    method: 'POST',
    path: '/users/recovery/trigger',
    tag,
    summary: 'Send a password recovery link (always answers 202)',
    body: { name: 'userEmail', schema: UserEmail, required: true },
    successStatus: 202,
    errors: ['RATE_LIMITED'],
    access: { kind: 'public', note: 'rate limited; never tells whether the e-mail exists' },
  }),
  checkPasswordRecovery: defineOperation({
    operationId: 'checkPasswordRecovery',
    method: 'GET',
    path: '/users/recovery/{token}',
    tag,
    summary:
      'Whether a recovery link is still usable, without consuming it; answers the e-mail it belongs to',
    params: Params({ token: RecoveryToken }),
    response: Type.Object({ email: Email }),
    errors: ['RECOVERY_LINK_INVALID', 'RATE_LIMITED'],
    access: { kind: 'public', note: 'rate limited like recovery; reads, never consumes, the link' },
  }),
  executePasswordRecovery: defineOperation({
    operationId: 'executePasswordRecovery',
    method: 'POST',
    path: '/users/recovery/execute',
    tag,
    summary: 'Set a new password with a recovery token',
    body: { name: 'userPasswordRecovery', schema: UserPasswordRecovery, required: true },
    errors: ['RECOVERY_LINK_INVALID', 'PASSWORD_IS_EMAIL', 'RATE_LIMITED'],
    access: { kind: 'public', note: 'rate limited' },
  }),
  testAddContact: defineOperation({
    operationId: 'testAddContact',
    method: 'POST',
    path: '/users/test/contact',
    tag,
    summary: 'Test: create a contact at the messaging provider',
    body: { name: 'contactPayload', schema: ContactPayload, required: true },
    response: MessagingContact,
    access: { kind: 'scopes', scopes: ['SU'] },
  }),
  testAddToList: defineOperation({
    operationId: 'testAddToList',
    method: 'GET',
    path: '/users/test/list/{userEmail}',
    tag,
    summary: "Test: add a user's e-mail to the e-mail marketing list",
    params: Params({ userEmail: Email }),
    response: Type.Object({ email: Email, listed: Type.Boolean() }),
    access: { kind: 'scopes', scopes: ['SU'] },
  }),
} as const;
