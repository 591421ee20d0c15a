/**
 * The registry of every operation of the API, by operationId. Adding an area means adding
 * its map here; the server, the OpenAPI document and the client pick it up from this list.
 */

import { accountingOperations } from './areas/accounting.js';
import { alliancesOperations } from './areas/alliances.js';
import { attendanceOperations } from './areas/attendance.js';
import { automationOperations } from './areas/automation.js';
import { certificatesOperations } from './areas/certificates.js';
import { checkoutOperations } from './areas/checkout.js';
import { classContentOperations } from './areas/class-content.js';
import { classesOperations } from './areas/classes.js';
import { commissionsOperations } from './areas/commissions.js';
import { courseTemplatesOperations } from './areas/course-templates.js';
import { coursesOperations } from './areas/courses.js';
import { developmentOperations } from './areas/development.js';
import { enrollmentCommentsOperations } from './areas/enrollment-comments.js';
import { enrollmentsOperations } from './areas/enrollments.js';
import { examsOperations } from './areas/exams.js';
import { exportsOperations } from './areas/exports.js';
import { jobsOperations } from './areas/jobs.js';
import { leadsOperations } from './areas/leads.js';
import { meetingCallsOperations } from './areas/meeting-calls.js';
import { messagingOperations } from './areas/messaging.js';
import { moneyMovementsOperations } from './areas/money-movements.js';
import { paymentPlansOperations } from './areas/payment-plans.js';
import { paymentsOperations } from './areas/payments.js';
import { remindersOperations } from './areas/reminders.js';
import { reportsOperations } from './areas/reports.js';
import { resumeOperations } from './areas/resume.js';
import { topicsOperations } from './areas/topics.js';
import { unappliedChargesOperations } from './areas/unapplied-charges.js';
import { usersOperations } from './areas/users.js';
import { utilitiesOperations } from './areas/utilities.js';
import type { OperationDefinition } from './core/operation.js';

export const operations = {
  ...utilitiesOperations,
  ...usersOperations,
  ...resumeOperations,
  ...developmentOperations,
  ...accountingOperations,
  ...alliancesOperations,
  ...attendanceOperations,
  ...messagingOperations,
  ...certificatesOperations,
  ...classContentOperations,
  ...classesOperations,
  ...coursesOperations,
  ...enrollmentsOperations,
  ...enrollmentCommentsOperations,
  ...examsOperations,
  ...paymentPlansOperations,
  ...courseTemplatesOperations,
  ...topicsOperations,
  ...leadsOperations,
  ...meetingCallsOperations,
  ...commissionsOperations,
  ...moneyMovementsOperations,
  ...paymentsOperations,
  ...remindersOperations,
  ...reportsOperations,
  ...unappliedChargesOperations,
  ...checkoutOperations,
  ...automationOperations,
  ...jobsOperations,
  ...exportsOperations,
} as const;

export type Operations = typeof operations;
export type OperationId = keyof Operations;

export const operationList: readonly OperationDefinition[] = Object.values(operations);
