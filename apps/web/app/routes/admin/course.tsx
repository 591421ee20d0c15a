/** A course's admin page: the tabs each scope may use, by the contract's access rules. */
import { Stack } from '@mantine/core';
import { AttendanceGrid } from '../../features/attendance';
import { ClassesPanel } from '../../features/classes';
import { CourseWorkspace, DebtAccessSection, type WorkspaceTab } from '../../features/courses';
import { ExamsPanel } from '../../features/exams';
import { PaymentPlansPanel } from '../../features/payment-plans';
import { useSession } from '../../features/session';
import { ApplyTemplatePanel } from '../../features/templates';
import { useMessages } from '../../i18n';
import { mayCall } from '../../lib/access';
import type { Route } from './+types/course';

export default function AdminCourse({ params }: Route.ComponentProps) {
  const messages = useMessages().academic.admin.course;
  const plansText = useMessages().sellingPlans.plans;
  const { scopes } = useSession();
  // Teachers manage only their own courses: the API refuses the rest, the UI need not guess.
  const canManage = mayCall('createCourseClass', scopes);
  // Only the tabs the caller's scopes may read: the page opens on the first of them (a
  // commercial admin on the plans, not on classes he is refused).
  const tabs: WorkspaceTab[] = [];
  if (mayCall('findAllCourseClassesUnfiltered', scopes))
    tabs.push({
      value: 'classes',
      label: messages.classesTab,
      panel: (course) => (
        <ClassesPanel courseId={course.id} timeZone={course.timezoneId} canManage={canManage} />
      ),
    });
  if (mayCall('findAllCourseExamsUnfiltered', scopes))
    tabs.push({
      value: 'exams',
      label: messages.examsTab,
      panel: (course) => <ExamsPanel courseId={course.id} canManage={canManage} />,
    });
  if (mayCall('findCourseStudents', scopes) && mayCall('createClassAttendance', scopes))
    tabs.push({
      value: 'attendance',
      label: messages.attendanceTab,
      panel: (course) => <AttendanceGrid courseId={course.id} timeZone={course.timezoneId} />,
    });
  if (mayCall('applyCourseTemplate', scopes))
    tabs.push({
      value: 'template',
      label: messages.templateTab,
      panel: (course, selectTab) => (
        <ApplyTemplatePanel course={course} onApplied={() => selectTab('classes')} />
      ),
    });
  // The course's commercial terms: its plans and, for commercial admins, access on debt.
  const setsDebtAccess = mayCall('updateCourseDebtPolicy', scopes);
  if (mayCall('findCoursePaymentPlanById', scopes))
    tabs.push({
      value: 'plans',
      label: plansText.tab,
      panel: (course) => (
        <Stack gap="lg">
          {setsDebtAccess && <DebtAccessSection key={String(course.debtAccessDays)} course={course} />}
          <PaymentPlansPanel course={course} />
        </Stack>
      ),
    });
  return <CourseWorkspace courseId={params.courseId} tabs={tabs} />;
}
