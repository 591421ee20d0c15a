/**
 * A course's admin page: its name and state, and tabs whose panels (classes, exams,
 * attendance, template) come from their own features through the route, only those the
 * caller may use, so the page opens on the first of them. The open tab is in the address
 * (`?tab=`), so a reload, Back or a shared link open the same tab. Course-wide enrollment
 * staff close and reopen its enrollments from the header.
 */
import { Badge, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { useMessages } from '../../i18n';
import type { Course } from '../../lib/api-types';
import { formatCalendarDate, timeZoneLabel } from '../../lib/dates';
import { oneOf } from '../../lib/list-state';
import { useListState } from '../../lib/use-list-state';
import { BackTrail } from '../../ui/back-trail';
import { QueryState } from '../../ui/query-state';
import { useCourse } from './api';
import { EnrollmentOpenToggle } from './enrollment-open-toggle';

export type WorkspaceTab = {
  value: string;
  label: string;
  panel: (course: Course, selectTab: (value: string) => void) => ReactNode;
};

export function CourseWorkspace({ courseId, tabs }: { courseId: string; tabs: WorkspaceTab[] }) {
  const messages = useMessages().academic.admin;
  const course = useCourse(courseId);
  const tabValues = tabs.map((tab) => tab.value).join(' ');
  const fields = useMemo(() => {
    const values = tabValues.split(' ');
    return { tab: oneOf(values, values[0] ?? '') };
  }, [tabValues]);
  const { values, set } = useListState(fields);
  const tab = values.tab;
  const setTab = (value: string | null) => {
    if (value) set({ tab: value });
  };
  return (
    <Stack gap="lg">
      <BackTrail to="/admin/courses" label={messages.course.back} current={course.data?.title ?? '…'} />
      <QueryState query={course}>
        {(data) => (
          <Stack gap="lg">
            <Stack gap={4}>
              <Group gap="sm">
                <Title order={1} fz={28}>
                  {data.title}
                </Title>
                <Badge variant="light" color={data.active ? 'teal' : 'gray'}>
                  {data.active ? messages.courses.active : messages.courses.inactive}
                </Badge>
                <Badge
                  variant="dot"
                  color={data.enrollmentOpen ? 'teal' : 'gray'}
                  data-testid="enrollment-open"
                >
                  {data.enrollmentOpen ? messages.courses.open : messages.courses.closed}
                </Badge>
                <EnrollmentOpenToggle course={data} />
              </Group>
              <Text size="sm" c="dimmed">
                {formatCalendarDate(data.startDate)} – {formatCalendarDate(data.endDate)} ·{' '}
                {timeZoneLabel(data.timezoneId)}
              </Text>
            </Stack>
            {tabs.length === 0 && (
              <Text c="dimmed" data-testid="course-no-tabs">
                {messages.course.noTabs}
              </Text>
            )}
            <Tabs value={tab} onChange={setTab} keepMounted={false}>
              <Tabs.List>
                {tabs.map((tab) => (
                  <Tabs.Tab key={tab.value} value={tab.value}>
                    {tab.label}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              {tabs.map((tab) => (
                <Tabs.Panel key={tab.value} value={tab.value} pt="md">
                  {tab.panel(data, setTab)}
                </Tabs.Panel>
              ))}
            </Tabs>
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
