/**
 * A course in the student area: its classes, its exams and the student's attendance. The
 * open tab is in the address (`?tab=`). A finished course stays readable and says it ended.
 * Under the course's access-on-debt policy it says why recordings are paused, with *Pagar
 * ahora* (`payNow`, the payments feature's button the route hands in).
 */
import { Alert, Stack, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { format, useMessages } from '../../i18n';
import { timeZoneInSentence } from '../../lib/dates';
import { oneOf } from '../../lib/list-state';
import { useListState } from '../../lib/use-list-state';
import { BackTrail } from '../../ui/back-trail';
import { PagePagination } from '../../ui/page-pagination';
import { PageState, QueryState } from '../../ui/query-state';
import { useMyCourse, useMyEnrollment, useVisibleClasses, useVisibleExams } from './api';
import { ClassCard } from './class-card';
import { DebtNotice, type PayNow } from './debt-notice';
import { ExamCard } from './exam-card';
import { MyAttendance } from './my-attendance';

function Classes({ courseId, timeZone }: { courseId: string; timeZone: string }) {
  const messages = useMessages().academic.me;
  const [page, setPage] = useState(0);
  const classes = useVisibleClasses(courseId, page);
  return (
    <PageState query={classes} emptyText={messages.classesEmpty}>
      {(rows, listPage) => (
        <Stack gap="md">
          <Text size="sm" c="dimmed" data-testid="classes-zone">
            {format(messages.classesZone, { zone: timeZoneInSentence(timeZone) })}
          </Text>
          {rows.map((item) => (
            <ClassCard key={item.id} item={item} courseTimeZone={timeZone} />
          ))}
          <PagePagination page={page} totalPages={listPage.totalPages} onChange={setPage} />
        </Stack>
      )}
    </PageState>
  );
}

const TAB_FIELDS = { tab: oneOf(['classes', 'exams', 'attendance'], 'classes') };

function Exams({ courseId, finished }: { courseId: string; finished: boolean }) {
  const messages = useMessages().academic.me;
  const exams = useVisibleExams(courseId);
  return (
    <PageState query={exams} emptyText={messages.examsEmpty}>
      {(rows) => (
        <Stack gap="md">
          {rows.map((exam) => (
            <ExamCard key={exam.id} exam={exam} courseFinished={finished} />
          ))}
        </Stack>
      )}
    </PageState>
  );
}

export function MyCoursePage({ courseId, payNow }: { courseId: string; payNow?: PayNow }) {
  const messages = useMessages().academic.me;
  const course = useMyCourse(courseId);
  const enrollment = useMyEnrollment(courseId);
  const finished = enrollment.data?.status === 'FINISHED';
  const restriction = enrollment.data?.debtRestriction;
  const { values, set } = useListState(TAB_FIELDS);
  return (
    <Stack gap="lg">
      <BackTrail to="/me" label={messages.coursesTab} current={course.data?.title ?? '…'} />
      <QueryState query={course}>
        {(loaded) => (
          <Stack gap="lg">
            <Title order={1} fz={{ base: 26, sm: 34 }}>
              {loaded.title}
            </Title>
            {finished && (
              <Alert
                color="blue"
                variant="light"
                title={messages.finishedTitle}
                data-testid="course-finished"
              >
                {messages.finishedBody}
              </Alert>
            )}
            {restriction && <DebtNotice restriction={restriction} payNow={payNow} />}
            <Tabs
              value={values.tab}
              onChange={(value) => set({ tab: TAB_FIELDS.tab.parse([value ?? '']) ?? 'classes' })}
              keepMounted={false}
            >
              <Tabs.List>
                <Tabs.Tab value="classes">{messages.classesTab}</Tabs.Tab>
                <Tabs.Tab value="exams">{messages.examsTab}</Tabs.Tab>
                <Tabs.Tab value="attendance">{messages.attendanceTab}</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="classes" pt="md">
                <Classes courseId={courseId} timeZone={loaded.timezoneId} />
              </Tabs.Panel>
              <Tabs.Panel value="exams" pt="md">
                <Exams courseId={courseId} finished={finished} />
              </Tabs.Panel>
              <Tabs.Panel value="attendance" pt="md">
                <MyAttendance courseId={courseId} timeZone={loaded.timezoneId} />
              </Tabs.Panel>
            </Tabs>
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
