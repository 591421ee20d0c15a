/**
 * Meeting calls: sales calls of a seller with a lead or a user (specification section 7,
 * "Meeting calls"; DESIGN.md section 4, "Sales and messaging").
 */
import Type from 'typebox';
import { MEETING_CALL_STATUSES } from '../core/enumerations.js';
import { defineOperation } from '../core/operation.js';
import { Body, DateTime, Page, PagedQuery, Params, Timestamps, Url, Uuid } from '../core/schemas.js';
import { SCOPE_GROUPS } from '../core/scopes.js';

const tag = 'Meeting calls';

export const MeetingCallStatus = Type.Enum(MEETING_CALL_STATUSES);

const DurationMinutes = Type.Integer({ minimum: 5, maximum: 480 });

export const MeetingCall = Type.Object({
  id: Uuid,
  leadId: Type.Union([Uuid, Type.Null()]),
  userId: Type.Union([Uuid, Type.Null()]),
  sellerId: Uuid,
  scheduledAt: DateTime,
  durationMinutes: DurationMinutes,
  meetingUrl: Type.Union([Url, Type.Null()]),
  status: MeetingCallStatus,
  outcome: Type.Union([Type.String(), Type.Null()]),
  notes: Type.Union([Type.String(), Type.Null()]),
  /** Who the invitation goes to: the user's (or the lead's) e-mail and name, kept on the call. */
  inviteeEmail: Type.Union([Type.String(), Type.Null()]),
  inviteeName: Type.Union([Type.String(), Type.Null()]),
  sellerName: Type.String(),
  /** The invitation's SEQUENCE: 0 when scheduled, one more on every change the invitee is sent. */
  sequence: Type.Integer({ minimum: 0 }),
  ...Timestamps,
});

/** A lead or a user is needed (the server's check); sellerId defaults to the caller. */
export const MeetingCallCreation = Body({
  leadId: Type.Optional(Uuid),
  userId: Type.Optional(Uuid),
  sellerId: Type.Optional(Uuid),
  scheduledAt: DateTime,
  durationMinutes: DurationMinutes,
  meetingUrl: Type.Optional(Url),
  notes: Type.Optional(Type.String({ maxLength: 5000 })),
});

export const MeetingCallUpdate = Body({
  leadId: Type.Optional(Type.Union([Uuid, Type.Null()])),
  userId: Type.Optional(Type.Union([Uuid, Type.Null()])),
  sellerId: Type.Optional(Uuid),
  scheduledAt: Type.Optional(DateTime),
  durationMinutes: Type.Optional(DurationMinutes),
  meetingUrl: Type.Optional(Type.Union([Url, Type.Null()])),
  status: Type.Optional(MeetingCallStatus),
  outcome: Type.Optional(Type.Union([Type.String({ maxLength: 2000 }), Type.Null()])),
  notes: Type.Optional(Type.Union([Type.String({ maxLength: 5000 }), Type.Null()])),
});

const meetingCallIdParams = Params({ meetingCallId: Uuid });
/** SELLER_EXTERNAL has no meeting calls (own leads and referred links only). */
const callEditors = [...SCOPE_GROUPS.salesAdmin, 'SELLER'] as const;
const callReaders = [...callEditors, 'MANAGER'] as const;
const ownCalls = 'SELLER: only its own calls (sellerId = caller)';
/**
 * An overlapping SCHEDULED call of the seller (409), no invitee or a lead without e-mail (400),
 * an unknown user or seller (400), a lead that does not exist or the caller does not see (404).
 */
const callRuleErrors = ['MEETING_CALL_OVERLAP', 'MEETING_CALL_INVITEE_MISSING', 'USER_UNKNOWN'] as const;

export const meetingCallsOperations = {
  createMeetingCall: defineOperation({
    operationId: 'createMeetingCall',
    method: 'POST',
    path: '/meeting-calls',
    tag,
    summary: 'Schedule a meeting call with a lead or user',
    body: { name: 'meetingCallCreation', schema: MeetingCallCreation, required: true },
    response: MeetingCall,
    successStatus: 201,
    access: { kind: 'scopes', scopes: callEditors, owner: ownCalls },
    // The lead (the path has no id that would imply NOT_FOUND).
    errors: [...callRuleErrors, 'NOT_FOUND'],
  }),
  findAllMeetingCalls: defineOperation({
    operationId: 'findAllMeetingCalls',
    method: 'GET',
    path: '/meeting-calls',
    tag,
    summary: 'List meeting calls',
    query: PagedQuery(
      {
        sellerId: Type.Optional(Uuid),
        userId: Type.Optional(Uuid),
        leadId: Type.Optional(Uuid),
        status: Type.Optional(MeetingCallStatus),
        /** Calls that end after this instant (the week view's start). */
        from: Type.Optional(DateTime),
        /** Calls that start before this instant (the week view's end). */
        to: Type.Optional(DateTime),
      },
      ['scheduledAt', 'createdAt', 'status'],
    ),
    response: Page(MeetingCall),
    access: { kind: 'scopes', scopes: callReaders, owner: ownCalls },
  }),
  findMeetingCallById: defineOperation({
    operationId: 'findMeetingCallById',
    method: 'GET',
    path: '/meeting-calls/{meetingCallId}',
    tag,
    summary: 'Get a meeting call',
    params: meetingCallIdParams,
    response: MeetingCall,
    access: { kind: 'scopes', scopes: callReaders, owner: ownCalls },
  }),
  updateMeetingCall: defineOperation({
    operationId: 'updateMeetingCall',
    method: 'PUT',
    path: '/meeting-calls/{meetingCallId}',
    tag,
    summary: 'Update a meeting call (reschedule, record its status and outcome)',
    params: meetingCallIdParams,
    body: { name: 'meetingCallUpdate', schema: MeetingCallUpdate, required: true },
    response: MeetingCall,
    access: {
      kind: 'scopes',
      scopes: callEditors,
      owner: `${ownCalls}; only SELLER_ADMIN and above reassign sellerId`,
    },
    errors: [...callRuleErrors, 'MEETING_CALL_CANCELLED'],
  }),
} as const;
