/**
 * Certificates, issued from an enrollment (DESIGN.md section 4, "Certificate"). The code
 * is the public verification key: short, random and unique.
 */
import { boolean, index, pgTable, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { courses } from './academic.js';
import { id, instant, requiredReference, timestamps } from './columns.js';
import { enrollments } from './enrollments.js';
import { actingPerson, users } from './users.js';

export const certificates = pgTable(
  'certificates',
  {
    id: id(),
    code: varchar('code', { length: 16 }).notNull(),
    userId: requiredReference('user_id', () => users.id),
    courseId: requiredReference('course_id', () => courses.id),
    enrollmentId: requiredReference('enrollment_id', () => enrollments.id),
    /**
     * The student's name and the course's title as they were when issued: what the
     * certificate says does not change when the profile or the course is edited later.
     */
    studentName: varchar('student_name', { length: 201 }).notNull(),
    courseTitle: varchar('course_title', { length: 200 }).notNull(),
    /** The alliance of the course, else of the student, when issued. */
    organizationId: uuid('organization_id'),
    issuedAt: instant('issued_at').notNull().defaultNow(),
    issuedBy: actingPerson('issued_by'),
    grade: varchar('grade', { length: 50 }),
    active: boolean('active').notNull().default(true),
    /** Why it was issued before the enrollment was FINISHED. */
    forcedReason: text('forced_reason'),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('certificates_code_key').on(table.code),
    // One certificate per enrollment: issuing again answers the existing one.
    uniqueIndex('certificates_enrollment_id_key').on(table.enrollmentId),
    index('certificates_user_id_idx').on(table.userId),
    index('certificates_course_id_idx').on(table.courseId),
    index('certificates_organization_id_idx').on(table.organizationId),
    index('certificates_active_issued_at_idx').on(table.active, table.issuedAt),
    index('certificates_issued_at_idx').on(table.issuedAt),
    index('certificates_created_at_idx').on(table.createdAt),
  ],
);

export type CertificateRow = typeof certificates.$inferSelect;
