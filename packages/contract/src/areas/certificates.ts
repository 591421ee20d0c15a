/**
 * Certificates: issued from an enrollment, revocable through their active flag
 * (specification section 7, "Certificates"; DESIGN.md section 4, "Academic").
 * The issuing call lives with the enrollments (PUT /courses/enrollments/{id}/certificate).
 */
import Type from 'typebox';
import { CERTIFICATE_VERIFICATION_STATUSES } from '../core/enumerations.js';
import { defineOperation } from '../core/operation.js';
import { Body, DateTime, Page, PagedQuery, Params, Timestamps, Uuid } from '../core/schemas.js';
import { SCOPE_GROUPS } from '../core/scopes.js';

const tag = 'Certificates';

const Grade = Type.String({
  minLength: 1,
  maxLength: 50,
  description: 'Final grade, e.g. "9.5" or "Aprobado"',
});

export const Certificate = Type.Object({
  id: Uuid,
  /** Short, unguessable code of the public verification page. */
  code: Type.String(),
  userId: Uuid,
  /** The student's name as it is today (the PDF prints the same). */
  studentName: Type.String(),
  courseId: Uuid,
  courseTitle: Type.String(),
  enrollmentId: Uuid,
  /** The alliance the course or student belongs to, if any. */
  organizationId: Type.Union([Uuid, Type.Null()]),
  issuedAt: DateTime,
  grade: Type.Union([Type.String(), Type.Null()]),
  /** False once revoked. */
  active: Type.Boolean(),
  /** Set when the certificate was issued before the enrollment was FINISHED. */
  forcedReason: Type.Union([Type.String(), Type.Null()]),
  ...Timestamps,
});

/** certificateCreation: issue the certificate of an enrollment (FINISHED, or forced with a reason). */
export const CertificateCreation = Body({
  grade: Type.Optional(Grade),
  force: Type.Optional(Type.Boolean({ description: 'Issue although the enrollment is not FINISHED' })),
  reason: Type.Optional(Type.String({ minLength: 1, maxLength: 500, description: 'Required when forcing' })),
});

export const CertificateUpdate = Body({
  grade: Type.Optional(Type.Union([Grade, Type.Null()])),
  active: Type.Optional(Type.Boolean({ description: 'false revokes the certificate' })),
});

/** What the public verification page shows: nothing personal beyond name, course and date. */
export const CertificateVerification = Type.Object({
  code: Type.String(),
  status: Type.Enum(CERTIFICATE_VERIFICATION_STATUSES),
  /** Null when the code is unknown. */
  studentName: Type.Union([Type.String(), Type.Null()]),
  courseTitle: Type.Union([Type.String(), Type.Null()]),
  issuedAt: Type.Union([DateTime, Type.Null()]),
});

/** Staff who read certificates; ALLIANCE_ADMIN within its alliance. */
const certificateReaders = [...SCOPE_GROUPS.academicStaff, 'MANAGER', 'ALLIANCE_ADMIN'] as const;
const ownCertificates =
  'a student its own certificates (userId = caller); ALLIANCE_ADMIN those of its alliance (organizationId)';

export const certificatesOperations = {
  findAllCertificates: defineOperation({
    operationId: 'findAllCertificates',
    method: 'GET',
    path: '/certificates',
    tag,
    summary: 'List certificates',
    query: PagedQuery(
      {
        active: Type.Optional(Type.Boolean()),
        userId: Type.Optional(Uuid),
        organizationId: Type.Optional(Uuid),
      },
      ['issuedAt', 'createdAt'],
    ),
    response: Page(Certificate),
    access: { kind: 'scopes', scopes: certificateReaders, owner: ownCertificates },
  }),
  findCertificateById: defineOperation({
    operationId: 'findCertificateById',
    method: 'GET',
    path: '/certificates/{certificateId}',
    tag,
    summary: 'Get a certificate',
    params: Params({ certificateId: Uuid }),
    response: Certificate,
    access: { kind: 'scopes', scopes: certificateReaders, owner: ownCertificates },
  }),
  updateCertificate: defineOperation({
    operationId: 'updateCertificate',
    method: 'PUT',
    path: '/certificates/{certificateId}',
    tag,
    summary: "Update a certificate's grade, or revoke or reinstate it",
    params: Params({ certificateId: Uuid }),
    body: { name: 'certificateUpdate', schema: CertificateUpdate, required: true },
    response: Certificate,
    access: { kind: 'scopes', scopes: SCOPE_GROUPS.academicStaff },
  }),
  getCertificatePdf: defineOperation({
    operationId: 'getCertificatePdf',
    method: 'GET',
    path: '/certificates/{certificateId}/pdf',
    tag,
    summary:
      'Download a certificate as PDF (course, student, date, code and a QR code to its verification page)',
    params: Params({ certificateId: Uuid }),
    // The typed client reads a non-JSON answer as a Blob (packages/client, readBody).
    response: Type.Unsafe<Blob>({ type: 'string', format: 'binary' }),
    produces: 'application/pdf',
    access: { kind: 'scopes', scopes: certificateReaders, owner: ownCertificates },
  }),
  verifyCertificate: defineOperation({
    operationId: 'verifyCertificate',
    method: 'GET',
    path: '/certificates/verify/{code}',
    tag,
    summary: 'Verify a certificate by its code: valid, revoked or unknown',
    params: Params({ code: Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9]+$' }) }),
    response: CertificateVerification,
    access: { kind: 'public' },
  }),
} as const;
