/**
 * Leads: prospective students followed by sellers and marketing (specification section 7,
 * "Leads"; DESIGN.md section 4, "Sales and messaging"). Converting a lead is a referred
 * enrollment (see enrollments.ts).
 */
import Type from 'typebox';
import { ATTRIBUTION_TOUCHES, LEAD_EVENT_KINDS, LEAD_STATUSES } from '../core/enumerations.js';
import { defineOperation } from '../core/operation.js';
import {
  Body,
  CountryCode,
  Currency,
  DateOnly,
  DateTime,
  Email,
  Money,
  NonEmptyText,
  Page,
  PagedQuery,
  Params,
  Phone,
  Timestamps,
  Uuid,
} from '../core/schemas.js';
import { SCOPE_GROUPS } from '../core/scopes.js';

const tag = 'Leads';

export const LeadStatus = Type.Enum(LEAD_STATUSES);

const UtmValue = Type.String({ maxLength: 200 });

export const Utm = Type.Object(
  {
    source: Type.Optional(UtmValue),
    medium: Type.Optional(UtmValue),
    campaign: Type.Optional(UtmValue),
    term: Type.Optional(UtmValue),
    content: Type.Optional(UtmValue),
  },
  { additionalProperties: false },
);

/** A visit that brought the person: its UTM parameters and click ids, and when it landed. */
export const Touch = Type.Object(
  {
    ...Utm.properties,
    gclid: Type.Optional(UtmValue),
    fbclid: Type.Optional(UtmValue),
    landedAt: Type.Optional(DateTime),
  },
  { additionalProperties: false },
);

/** Free attributes of a lead; the list filters on any extra query key as an equality on them. */
export const LeadAttributes = Type.Record(Type.String(), Type.Unknown());

export const Lead = Type.Object({
  id: Uuid,
  fullName: Type.String(),
  email: Type.Union([Email, Type.Null()]),
  phone: Type.Union([Phone, Type.Null()]),
  country: Type.Union([CountryCode, Type.Null()]),
  courseInterestId: Type.Union([Uuid, Type.Null()]),
  source: Type.Union([Type.String(), Type.Null()]),
  utm: Utm,
  status: LeadStatus,
  sellerId: Type.Union([Uuid, Type.Null()]),
  notes: Type.String(),
  attributes: LeadAttributes,
  /** The visit that first brought the person, and the last one before the lead (public form). */
  firstTouch: Type.Union([Touch, Type.Null()]),
  lastTouch: Type.Union([Touch, Type.Null()]),
  /** When the person consented to be contacted (public form); null for leads staff typed. */
  consentAt: Type.Union([DateTime, Type.Null()]),
  /** The referred enrollment the lead was converted into. */
  enrollmentId: Type.Union([Uuid, Type.Null()]),
  /** Other leads with the same e-mail (case-insensitive) or phone: candidates to merge. */
  duplicateIds: Type.Array(Uuid),
  ...Timestamps,
});

/** An e-mail or a phone is needed (the server's check). A seller's new lead is its own. */
export const LeadCreation = Body({
  fullName: NonEmptyText(200),
  email: Type.Optional(Email),
  phone: Type.Optional(Phone),
  country: Type.Optional(CountryCode),
  courseInterestId: Type.Optional(Uuid),
  source: Type.Optional(Type.String({ maxLength: 100 })),
  utm: Type.Optional(Utm),
  status: Type.Optional(LeadStatus),
  sellerId: Type.Optional(Uuid),
  notes: Type.Optional(Type.String({ maxLength: 5000 })),
  attributes: Type.Optional(LeadAttributes),
});

export const LeadUpdate = Body({
  fullName: Type.Optional(NonEmptyText(200)),
  email: Type.Optional(Type.Union([Email, Type.Null()])),
  phone: Type.Optional(Type.Union([Phone, Type.Null()])),
  country: Type.Optional(Type.Union([CountryCode, Type.Null()])),
  courseInterestId: Type.Optional(Type.Union([Uuid, Type.Null()])),
  source: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
  utm: Type.Optional(Utm),
  status: Type.Optional(LeadStatus),
  sellerId: Type.Optional(Type.Union([Uuid, Type.Null()])),
  notes: Type.Optional(Type.String({ maxLength: 5000 })),
  attributes: Type.Optional(LeadAttributes),
});

/**
 * The lead list's query: the named filters, page, size and sort, plus any other key, taken
 * as an equality filter on the lead's attributes.
 */
export const LeadListQuery = Type.Object(
  PagedQuery(
    {
      q: Type.Optional(Type.String({ maxLength: 100, description: 'Name, e-mail or phone' })),
      country: Type.Optional(CountryCode),
      fromDate: Type.Optional(DateOnly),
      toDate: Type.Optional(DateOnly),
      status: Type.Optional(LeadStatus),
    },
    ['createdAt', 'fullName', 'status'],
  ).properties,
  {
    additionalProperties: Type.String({ maxLength: 200 }),
    description: 'Any other query key filters on the lead’s attributes (equality)',
  },
);

const leadIdParams = Params({ leadId: Uuid });

export const LeadMerge = Body({
  /** The duplicate lead: its timeline moves to the kept lead, its empty fields fill the kept one's, then it is removed. */
  duplicateId: Uuid,
});

export const LeadEventKind = Type.Enum(LEAD_EVENT_KINDS);

/** One entry of a lead's timeline. */
export const LeadEvent = Type.Object({
  id: Uuid,
  kind: LeadEventKind,
  at: DateTime,
  /** Who did it (null: the system or the public form). */
  actorId: Type.Union([Uuid, Type.Null()]),
  actorName: Type.Union([Type.String(), Type.Null()]),
  /** STATUS: statuses; SELLER: seller ids (null: none); MESSAGE: the message's status; CALL: the call's status (`at`: its time, the actor: its seller). */
  from: Type.Union([Type.String(), Type.Null()]),
  to: Type.Union([Type.String(), Type.Null()]),
  /** SELLER: the sellers' names; MERGED: the merged lead; CONVERTED: the enrollment; MESSAGE: its text; CALL: durationMinutes, meetingUrl, outcome, inviteeEmail. */
  detail: Type.Record(Type.String(), Type.Union([Type.String(), Type.Null()])),
});

export const LeadTimelineQuery = Type.Object(PagedQuery({}, ['at']).properties, {
  additionalProperties: false,
});

/** The public form of a course page ("Quiero que me contacten"). */
export const CourseLeadSubmission = Body({
  fullName: NonEmptyText(200),
  email: Email,
  phone: Type.Optional(Phone),
  country: Type.Optional(CountryCode),
  message: Type.Optional(Type.String({ maxLength: 2000 })),
  /** Must be true: the person agrees to be contacted. */
  consent: Type.Literal(true),
  /** The spam trap: a field people never see; when filled the answer is the same and nothing is kept. */
  website: Type.Optional(Type.String({ maxLength: 500 })),
  firstTouch: Type.Optional(Touch),
  lastTouch: Type.Optional(Touch),
});

export const CourseLeadReceipt = Type.Object({ received: Type.Literal(true) });

export const LeadPipelineQuery = Type.Object(
  {
    q: Type.Optional(Type.String({ maxLength: 100 })),
    country: Type.Optional(CountryCode),
    fromDate: Type.Optional(DateOnly),
    toDate: Type.Optional(DateOnly),
  },
  { additionalProperties: Type.String({ maxLength: 200 }) },
);

/** Each status's column of the board: how many leads and their potential (their courses' prices) per currency. */
export const LeadPipeline = Type.Object({
  columns: Type.Array(
    Type.Object({
      status: LeadStatus,
      count: Type.Integer(),
      potential: Type.Array(Type.Object({ currency: Currency, amount: Money })),
    }),
  ),
});

export const AttributionTouch = Type.Enum(ATTRIBUTION_TOUCHES);

export const AttributionQuery = Type.Object(
  {
    fromDate: DateOnly,
    toDate: DateOnly,
    currency: Currency,
    touch: Type.Optional(AttributionTouch),
  },
  { additionalProperties: false },
);

const AttributionRow = Type.Object({
  /** The marketing referrer's id, or the UTM source; null: none recorded. */
  key: Type.Union([Type.String(), Type.Null()]),
  label: Type.Union([Type.String(), Type.Null()]),
  enrollments: Type.Integer(),
  /** Approved payments' INCOME less their refunds and chargebacks, in the currency asked. */
  income: Money,
});

/** Enrollments made in the range (academy days) and the net income of their payments, per referrer and per UTM source. */
export const MarketingAttribution = Type.Object({
  fromDate: DateOnly,
  toDate: DateOnly,
  currency: Currency,
  touch: AttributionTouch,
  byReferrer: Type.Array(AttributionRow),
  bySource: Type.Array(AttributionRow),
});

/** Sellers and MARKETING work leads; MANAGER only reads them. */
const leadEditors = [...SCOPE_GROUPS.sales, 'MARKETING'] as const;
const leadReaders = [...leadEditors, 'MANAGER'] as const;
const ownLeads = 'SELLER and SELLER_EXTERNAL: only their own leads (sellerId = caller)';

export const leadsOperations = {
  createLead: defineOperation({
    operationId: 'createLead',
    method: 'POST',
    path: '/leads',
    tag,
    summary: 'Create a lead',
    body: { name: 'leadCreation', schema: LeadCreation, required: true },
    response: Lead,
    successStatus: 201,
    errors: ['LEAD_CONTACT_MISSING', 'LEAD_SELLER_UNKNOWN'],
    access: {
      kind: 'scopes',
      scopes: leadEditors,
      note: `${ownLeads}; a seller’s new lead is assigned to itself`,
    },
  }),
  findAllLeads: defineOperation({
    operationId: 'findAllLeads',
    method: 'GET',
    path: '/leads',
    tag,
    summary: 'List leads; any extra query key filters on their attributes',
    query: LeadListQuery,
    response: Page(Lead),
    access: { kind: 'scopes', scopes: leadReaders, note: ownLeads },
  }),
  findLeadById: defineOperation({
    operationId: 'findLeadById',
    method: 'GET',
    path: '/leads/{leadId}',
    tag,
    summary: 'Get a lead',
    params: leadIdParams,
    response: Lead,
    access: { kind: 'scopes', scopes: leadReaders, note: ownLeads },
  }),
  updateLead: defineOperation({
    operationId: 'updateLead',
    method: 'PUT',
    path: '/leads/{leadId}',
    tag,
    summary: 'Update a lead (status, seller, notes, attributes…)',
    params: leadIdParams,
    body: { name: 'leadUpdate', schema: LeadUpdate, required: true },
    response: Lead,
    errors: ['LEAD_CONTACT_MISSING', 'LEAD_SELLER_UNKNOWN'],
    access: {
      kind: 'scopes',
      scopes: leadEditors,
      note: `${ownLeads}; only SELLER_ADMIN and above reassign sellerId`,
    },
  }),
  mergeLeads: defineOperation({
    operationId: 'mergeLeads',
    method: 'POST',
    path: '/leads/{leadId}/merge',
    tag,
    summary: 'Merge a duplicate into this lead (its timeline moves here; the merge is recorded)',
    params: leadIdParams,
    body: { name: 'leadMerge', schema: LeadMerge, required: true },
    response: Lead,
    errors: ['LEAD_MERGE_INVALID'],
    access: { kind: 'scopes', scopes: [...SCOPE_GROUPS.salesAdmin, 'MARKETING'] },
  }),
  findLeadTimeline: defineOperation({
    operationId: 'findLeadTimeline',
    method: 'GET',
    path: '/leads/{leadId}/timeline',
    tag,
    summary:
      "A lead's timeline: creation, status and seller changes, merges, conversion and the messages sent to it",
    params: leadIdParams,
    query: LeadTimelineQuery,
    response: Page(LeadEvent),
    access: { kind: 'scopes', scopes: leadReaders, note: ownLeads },
  }),
  getLeadPipeline: defineOperation({
    operationId: 'getLeadPipeline',
    method: 'GET',
    path: '/leads/pipeline',
    tag,
    summary:
      "The board's columns: leads per status and their potential amount per currency (the list's filters)",
    query: LeadPipelineQuery,
    response: LeadPipeline,
    access: { kind: 'scopes', scopes: leadReaders, note: ownLeads },
  }),
  getMarketingAttribution: defineOperation({
    operationId: 'getMarketingAttribution',
    method: 'GET',
    path: '/leads/attribution',
    tag,
    summary: 'Enrollments and net income per marketing referrer and per UTM source (first or last touch)',
    query: AttributionQuery,
    response: MarketingAttribution,
    access: { kind: 'scopes', scopes: [...SCOPE_GROUPS.salesAdmin, 'MANAGER', 'MARKETING'] },
  }),
  submitCourseLead: defineOperation({
    operationId: 'submitCourseLead',
    method: 'POST',
    path: '/courses/{courseId}/leads',
    tag,
    summary: 'A visitor\'s "Quiero que me contacten" on a course page',
    description:
      'Public and rate limited. `consent` must be true. The spam trap `website` filled answers the same and keeps nothing. The lead is assigned by round-robin among active sellers; first and last touch are kept.',
    params: Params({ courseId: Uuid }),
    body: { name: 'courseLeadSubmission', schema: CourseLeadSubmission, required: true },
    response: CourseLeadReceipt,
    successStatus: 202,
    errors: ['RATE_LIMITED'],
    access: { kind: 'public', note: 'rate limited per client; a spam trap and a required consent' },
  }),
} as const;
