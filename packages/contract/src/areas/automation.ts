/**
 * The spreadsheet/automation webhook (issue 20, docs/domain/automation.md): every row posted
 * to the configured automation URL is a delivery — a TEST row of `testSendSpreadsheetRow`, or
 * the row of an enrollment that became ACTIVE —, kept with its status and attempts. Staff see
 * the configuration (never the secret) and the deliveries; SU sends again a FAILED or KEPT one.
 */
import Type from 'typebox';
import { AUTOMATION_DELIVERY_KINDS, AUTOMATION_DELIVERY_STATUSES } from '../core/enumerations.js';
import { defineOperation } from '../core/operation.js';
import { DateTime, Page, PagedQuery, Params, Uuid } from '../core/schemas.js';
import { SCOPE_GROUPS } from '../core/scopes.js';
import { SpreadsheetRowValues } from './enrollments.js';

const tag = 'Automation';

export const AutomationDeliveryKind = Type.Enum(AUTOMATION_DELIVERY_KINDS);
export const AutomationDeliveryStatus = Type.Enum(AUTOMATION_DELIVERY_STATUSES);

export const AutomationSettings = Type.Object({
  /** Whether AUTOMATION_WEBHOOK_URL is set: without it deliveries are KEPT. */
  configured: Type.Boolean(),
  /** The webhook's host only (its path may carry a token); null when not configured. */
  host: Type.Union([Type.String(), Type.Null()]),
  /** Whether AUTOMATION_WEBHOOK_SECRET is set: deliveries carry `X-Catedra-Signature`. */
  signed: Type.Boolean(),
  /** How long one attempt may take. */
  timeoutMs: Type.Integer(),
  /** Attempts before a delivery the automation keeps failing (429, 5xx, no answer) is FAILED. */
  maxAttempts: Type.Integer(),
});

export const AutomationDelivery = Type.Object({
  id: Uuid,
  kind: AutomationDeliveryKind,
  /** The enrollment an ENROLLMENT_ACTIVE row is about; null for a TEST row. */
  enrollmentId: Type.Union([Uuid, Type.Null()]),
  /** The sheet the row is meant for, as the automation names it; null when it chooses. */
  sheet: Type.Union([Type.String(), Type.Null()]),
  /** The row's cells, by column (docs/domain/automation.md lists an enrollment's). */
  row: SpreadsheetRowValues,
  status: AutomationDeliveryStatus,
  attempts: Type.Integer(),
  /** The automation's HTTP status at the last attempt; null when it was not reached. */
  lastHttpStatus: Type.Union([Type.Integer(), Type.Null()]),
  lastError: Type.Union([Type.String(), Type.Null()]),
  /** When a PENDING delivery is tried again; null once DELIVERED or FAILED. */
  nextAttemptAt: Type.Union([DateTime, Type.Null()]),
  createdAt: DateTime,
  deliveredAt: Type.Union([DateTime, Type.Null()]),
});

/** Who sees the configuration and the deliveries. */
const automationReaders = SCOPE_GROUPS.management;

export const automationOperations = {
  getAutomationSettings: defineOperation({
    operationId: 'getAutomationSettings',
    method: 'GET',
    path: '/automation/settings',
    tag,
    summary: 'Whether the automation webhook is configured (its host, never its secret)',
    response: AutomationSettings,
    access: { kind: 'scopes', scopes: automationReaders },
  }),
  findAllAutomationDeliveries: defineOperation({
    operationId: 'findAllAutomationDeliveries',
    method: 'GET',
    path: '/automation/deliveries',
    tag,
    summary: 'The rows posted (or to post) to the automation webhook, newest first',
    query: PagedQuery(
      {
        status: Type.Optional(AutomationDeliveryStatus),
        kind: Type.Optional(AutomationDeliveryKind),
        enrollmentId: Type.Optional(Uuid),
      },
      ['createdAt'],
    ),
    response: Page(AutomationDelivery),
    access: { kind: 'scopes', scopes: automationReaders },
  }),
  resendAutomationDelivery: defineOperation({
    operationId: 'resendAutomationDelivery',
    method: 'POST',
    path: '/automation/deliveries/{deliveryId}/resend',
    tag,
    summary: 'Send a FAILED or KEPT delivery again, now',
    description:
      'Posts the same row again (same delivery id, so the automation can tell a repeat) and answers the delivery as it is then: DELIVERED, PENDING for the job to retry (429, 5xx, no answer), FAILED, or KEPT while no URL is configured. 409 AUTOMATION_DELIVERY_NOT_RESENDABLE for a PENDING or DELIVERED one.',
    params: Params({ deliveryId: Uuid }),
    response: AutomationDelivery,
    errors: ['AUTOMATION_DELIVERY_NOT_RESENDABLE'],
    access: { kind: 'scopes', scopes: ['SU'] },
  }),
} as const;
