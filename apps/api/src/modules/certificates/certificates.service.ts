/**
 * The rules about certificates. Academic staff and MANAGER read all; an alliance admin
 * those of its alliance; anybody else only its own (others' answer 404). Academic staff
 * revoke, reinstate and grade. `issueFromEnrollment` is the issuing rule the enrollments
 * call (PUT /courses/enrollments/{id}/certificate) invokes: only a FINISHED enrollment,
 * unless forced with a reason; issuing again answers the enrollment's certificate.
 */
import type { CertificateCreation, CertificateUpdate } from '@catedra/contract';
import type { Static } from 'typebox';
import type { Caller } from '../../core/actor.js';
import { type PageQuery, pageOf, toPageRequest } from '../../core/pagination.js';
import type { CertificateRow } from '../../db/schema/index.js';
import type { UnitOfWork } from '../../db/unit-of-work.js';
import { AppError } from '../../errors/app-error.js';
import type { Clock } from '../../time/clock.js';
import { hasAnyScope } from '../courses/index.js';
import type { UserLookups } from '../users/index.js';
import { newCertificateCode, normalizeCertificateCode } from './certificate-code.js';
import { renderCertificatePdf } from './certificate-pdf.js';
import type { CertificateFilters, CertificatesRepository } from './certificates.repository.js';

/** The names are the ones kept when the certificate was issued. */
function toCertificateDto(row: CertificateRow) {
  return {
    id: row.id,
    code: row.code,
    userId: row.userId,
    studentName: row.studentName,
    courseId: row.courseId,
    courseTitle: row.courseTitle,
    enrollmentId: row.enrollmentId,
    organizationId: row.organizationId,
    issuedAt: row.issuedAt.toISOString(),
    grade: row.grade,
    active: row.active,
    forcedReason: row.forcedReason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Read every certificate. */
const CERTIFICATE_STAFF = ['SU', 'MANAGER_ADMIN', 'ACADEMIC_ADMIN', 'ACADEMIC', 'MANAGER'] as const;
const CODE_ATTEMPTS = 5;

export type CertificateIssue = Static<typeof CertificateCreation>;

export function createCertificatesService(deps: {
  certificates: CertificatesRepository;
  users: Pick<UserLookups, 'findById'>;
  /** Issuing reads the enrollment and writes the certificate in one transaction. */
  unitOfWork: UnitOfWork<{ certificates: CertificatesRepository }>;
  clock: Clock;
  /** Where the web app serves `/certificates/{code}` (the QR code's target). */
  webOrigin: string;
}) {
  const { certificates, users, unitOfWork, clock } = deps;
  const verificationUrlOf = (code: string) => `${deps.webOrigin.replace(/\/$/, '')}/certificates/${code}`;

  /** What the caller may see: everything (undefined), one alliance, or its own certificates. */
  async function confinementOf(caller: Caller): Promise<CertificateFilters | undefined> {
    if (hasAnyScope(caller, CERTIFICATE_STAFF)) return undefined;
    if (caller.scopes.includes('ALLIANCE_ADMIN')) {
      const self = await users.findById(caller.userId);
      // Its own certificates stay visible besides the alliance's (see canSee).
      return { organizationId: self?.allianceId ?? caller.userId };
    }
    return { userId: caller.userId };
  }

  async function requireVisible(caller: Caller, certificateId: string) {
    const certificate = await certificates.findById(certificateId);
    const confinement = certificate && (await confinementOf(caller));
    const visible =
      certificate &&
      (confinement === undefined ||
        certificate.userId === caller.userId ||
        (confinement.organizationId !== undefined &&
          certificate.organizationId === confinement.organizationId));
    if (!visible) throw AppError.notFound('El certificado');
    return certificate;
  }

  async function insertWithFreshCode(
    repository: CertificatesRepository,
    values: Omit<Parameters<CertificatesRepository['insert']>[0], 'code'>,
  ) {
    for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt += 1) {
      const created = await repository.insert({ ...values, code: newCertificateCode() });
      if (created) return created;
      // Either the code was taken (retry) or another request issued it meanwhile (answer that one).
      const concurrent = await repository.findByEnrollment(values.enrollmentId);
      if (concurrent) return concurrent;
    }
    throw new AppError('INTERNAL', 'No se pudo generar un código de certificado único');
  }

  return {
    async findAll(caller: Caller, query: CertificateFilters & PageQuery) {
      const confinement = await confinementOf(caller);
      if (confinement?.userId && query.userId && query.userId !== caller.userId) {
        throw AppError.forbidden('Solo podés ver tus propios certificados');
      }
      const { organizationId: ownAlliance } = confinement ?? {};
      if (ownAlliance && query.organizationId && query.organizationId !== ownAlliance) {
        throw AppError.forbidden('Solo ves los certificados de tu alianza');
      }
      const page = toPageRequest(query);
      const { rows, total } = await certificates.findPage({ ...query, ...confinement }, page);
      return pageOf(rows.map(toCertificateDto), total, page);
    },

    async findById(caller: Caller, certificateId: string) {
      return toCertificateDto(await requireVisible(caller, certificateId));
    },

    async update(certificateId: string, patch: Static<typeof CertificateUpdate>) {
      const updated = await certificates.update(certificateId, patch);
      if (!updated) throw AppError.notFound('El certificado');
      return toCertificateDto(updated);
    },

    async pdf(caller: Caller, certificateId: string) {
      await requireVisible(caller, certificateId);
      const printable = (await certificates.findPrintable({ id: certificateId }))!;
      const { certificate } = printable;
      return {
        fileName: `certificado-${certificate.code}.pdf`,
        content: await renderCertificatePdf({
          studentName: certificate.studentName,
          courseTitle: certificate.courseTitle,
          issuedAt: certificate.issuedAt,
          timeZone: printable.courseTimezoneId,
          grade: certificate.grade,
          code: certificate.code,
          verificationUrl: verificationUrlOf(certificate.code),
        }),
      };
    },

    /** Public: the status, and only the name, the course and the date. */
    async verify(code: string) {
      const normalized = normalizeCertificateCode(code);
      const printable = await certificates.findPrintable({ code: normalized });
      if (!printable) {
        return {
          code: normalized,
          status: 'unknown' as const,
          studentName: null,
          courseTitle: null,
          issuedAt: null,
        };
      }
      return {
        code: normalized,
        status: printable.certificate.active ? ('valid' as const) : ('revoked' as const),
        studentName: printable.certificate.studentName,
        courseTitle: printable.certificate.courseTitle,
        issuedAt: printable.certificate.issuedAt.toISOString(),
      };
    },

    /**
     * Reads the enrollment and writes its certificate in one transaction, keeping the
     * student's name and the course's title as they are now.
     */
    async issueFromEnrollment(enrollmentId: string, issue: CertificateIssue, caller: Caller) {
      const issued = await unitOfWork.run(async (tx) => {
        const found = await tx.certificates.findEnrollment(enrollmentId);
        if (!found) throw AppError.notFound('La inscripción');
        const { enrollment } = found;
        const existing = await tx.certificates.findByEnrollment(enrollmentId);
        if (existing) {
          return issue.grade
            ? (await tx.certificates.update(existing.id, { grade: issue.grade }))!
            : existing;
        }
        if (enrollment.status === 'INACTIVE') {
          throw new AppError('ENROLLMENT_INACTIVE', 'La inscripción está inactiva: no se emite certificado');
        }
        if (enrollment.status !== 'FINISHED' && !issue.force) {
          throw new AppError(
            'ENROLLMENT_NOT_FINISHED',
            'La inscripción no está finalizada: forzá la emisión indicando el motivo',
          );
        }
        const forced = enrollment.status !== 'FINISHED';
        if (forced && !issue.reason?.trim())
          throw AppError.invalidField(
            'FORCE_REASON_REQUIRED',
            'body.reason',
            'es obligatorio al forzar la emisión',
          );
        return insertWithFreshCode(tx.certificates, {
          userId: enrollment.userId,
          courseId: enrollment.courseId,
          enrollmentId,
          studentName: `${found.studentFirstName} ${found.studentLastName}`,
          courseTitle: found.courseTitle,
          organizationId: found.courseAllianceId ?? found.userAllianceId,
          issuedAt: clock.now(),
          issuedBy: caller.userId,
          grade: issue.grade ?? null,
          forcedReason: forced ? issue.reason!.trim() : null,
        });
      });
      return toCertificateDto(issued);
    },
  };
}

export type CertificatesService = ReturnType<typeof createCertificatesService>;
