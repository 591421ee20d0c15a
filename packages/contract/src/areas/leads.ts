/**
 * Leads: prospective students followed by sellers and marketing (specification section 7,
 * "Leads"; DESIGN.md section 4, "Sales and messaging"). Converting a lead is a referred
 * enrollment (see enrollments.ts).
 */
import Type from 'typebox';
import { LEAD_STATUSES } from '../core/enumerations.js';
import { defineOperation } from '../core/operation.js';
import {
  Body,
  CountryCode,
  DateOnly,
  Email,
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
    access: {
      kind: 'scopes',
      scopes: leadEditors,
      owner: `${ownLeads}; a seller’s new lead is assigned to itself`,
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
    access: { kind: 'scopes', scopes: leadReaders, owner: ownLeads },
  }),
  findLeadById: defineOperation({
    operationId: 'findLeadById',
    method: 'GET',
    path: '/leads/{leadId}',
    tag,
    summary: 'Get a lead',
    params: leadIdParams,
    response: Lead,
    access: { kind: 'scopes', scopes: leadReaders, owner: ownLeads },
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
    access: {
      kind: 'scopes',
      scopes: leadEditors,
      owner: `${ownLeads}; only SELLER_ADMIN and above reassign sellerId`,
    },
  }),
} as const;
