/** Queries on certificates and the enrollment they are issued from. No rules here. */
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { PageRequest } from '../../core/pagination.js';
import type { Executor } from '../../db/database.js';
import { selectEnrollmentWithStudentAndCourse } from '../../db/enrollment-parties.js';
import { firstRow } from '../../db/rows.js';
import {
  type CertificateRow,
  certificates,
  courses,
  type EnrollmentRow,
  enrollments,
  users,
} from '../../db/schema/index.js';
import { tablePage } from '../../db/table-page.js';

export type CertificateFilters = { active?: boolean; userId?: string; organizationId?: string };

const SORTABLE = { issuedAt: certificates.issuedAt, createdAt: certificates.createdAt };

function whereOf(filters: CertificateFilters): SQL | undefined {
  return and(
    filters.active !== undefined ? eq(certificates.active, filters.active) : undefined,
    filters.userId ? eq(certificates.userId, filters.userId) : undefined,
    filters.organizationId ? eq(certificates.organizationId, filters.organizationId) : undefined,
  );
}

/** An enrollment with what issuing its certificate needs: alliances and today's names. */
export type IssuableEnrollment = {
  enrollment: EnrollmentRow;
  courseAllianceId: string | null;
  userAllianceId: string | null;
  studentFirstName: string;
  studentLastName: string;
  courseTitle: string;
};

export function createCertificatesRepository(db: Executor) {
  return {
    async findById(id: string): Promise<CertificateRow | undefined> {
      return firstRow(db, certificates, eq(certificates.id, id));
    },

    async findByEnrollment(enrollmentId: string): Promise<CertificateRow | undefined> {
      return firstRow(db, certificates, eq(certificates.enrollmentId, enrollmentId));
    },

    async findPage(filters: CertificateFilters, page: PageRequest) {
      const where = whereOf(filters);
      return tablePage(db, certificates, where, page, {
        sortable: SORTABLE,
        defaults: [desc(certificates.issuedAt)],
      });
    },

    /** The certificate with the time zone its PDF prints the date in (the course's). */
    async findPrintable(where: { id: string } | { code: string }) {
      const [row] = await db
        .select({ certificate: certificates, courseTimezoneId: courses.timezoneId })
        .from(certificates)
        .innerJoin(courses, eq(courses.id, certificates.courseId))
        .where('id' in where ? eq(certificates.id, where.id) : eq(certificates.code, where.code))
        .limit(1);
      return row;
    },

    async findEnrollment(enrollmentId: string): Promise<IssuableEnrollment | undefined> {
      const [row] = await selectEnrollmentWithStudentAndCourse(db, {
        enrollment: enrollments,
        courseAllianceId: courses.allianceId,
        userAllianceId: users.allianceId,
        studentFirstName: users.firstName,
        studentLastName: users.lastName,
        courseTitle: courses.title,
      })
        .where(eq(enrollments.id, enrollmentId))
        .limit(1);
      return row as IssuableEnrollment | undefined;
    },

    /** Answers undefined when the code or the enrollment already has a certificate. */
    async insert(values: Omit<CertificateRow, 'id' | 'createdAt' | 'updatedAt' | 'active'>) {
      const [row] = await db.insert(certificates).values(values).onConflictDoNothing().returning();
      return row;
    },

    async update(id: string, patch: { grade?: string | null; active?: boolean }) {
      if (patch.grade === undefined && patch.active === undefined) return this.findById(id);
      const [row] = await db.update(certificates).set(patch).where(eq(certificates.id, id)).returning();
      return row;
    },
  };
}

export type CertificatesRepository = ReturnType<typeof createCertificatesRepository>;
