/**
 * Create or edit a course. Teachers and hosts are picked from the users holding the TEACHER
 * and HOST scopes; the description has a preview (rendered as the catalogue renders it).
 * Field problems found here or by the API (errors[].path) show under their fields.
 */
import {
  Checkbox,
  Modal,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useMessages } from '../../i18n';
import type { Course, CourseTopic, Input } from '../../lib/api-types';
import { timeZoneOptions } from '../../lib/dates';
import { isCountryCode } from '../../lib/formats';
import { CountrySelect } from '../../ui/country-select';
import { DateField } from '../../ui/date-fields';
import { toastAndClose, useApiForm } from '../../ui/form';
import { FormActions } from '../../ui/form-actions';
import { MarkdownEditor } from '../../ui/markdown-editor';
import { useSaveCourse, useTimezones, useUsersWithScope } from './api';

/** createCourse's body, as the contract types it. */
export type CourseInput = Input<'createCourse'>['courseCreation'];

/**
 * The form's values: the contract's fields, with what an input holds while being edited
 * (no topic or zone chosen yet, an empty country — every country —, slug, capacity or invitation).
 */
export type CourseFormValues = Required<
  Pick<
    CourseInput,
    | 'title'
    | 'summary'
    | 'description'
    | 'tags'
    | 'teacherIds'
    | 'hostIds'
    | 'startDate'
    | 'endDate'
    | 'active'
  >
> & {
  slug: string;
  topicId: CourseInput['topicId'] | null;
  country: string;
  timezoneId: CourseInput['timezoneId'] | null;
  capacity: number | string;
  invitationUrl: string;
};

export function valuesOf(course: Course | null): CourseFormValues {
  return {
    title: course?.title ?? '',
    slug: course?.slug ?? '',
    summary: course?.summary ?? '',
    description: course?.description ?? '',
    topicId: course?.topicId ?? null,
    tags: course?.tags ?? [],
    teacherIds: course?.teacherIds ?? [],
    hostIds: course?.hostIds ?? [],
    country: course?.country ?? '',
    startDate: course?.startDate ?? '',
    endDate: course?.endDate ?? '',
    timezoneId: course?.timezoneId ?? 'America/Argentina/Buenos_Aires',
    capacity: course?.capacity ?? '',
    active: course?.active ?? false,
    invitationUrl: '',
  };
}

/** The body for the API from checked values: empty optional fields left out. */
export function courseInputOf(values: CourseFormValues): CourseInput {
  return {
    title: values.title.trim(),
    ...(values.slug.trim() ? { slug: values.slug.trim() } : {}),
    summary: values.summary,
    description: values.description,
    topicId: values.topicId ?? '',
    tags: values.tags,
    teacherIds: values.teacherIds,
    hostIds: values.hostIds,
    country: values.country || null,
    startDate: values.startDate,
    endDate: values.endDate,
    timezoneId: values.timezoneId ?? '',
    ...(values.capacity === '' ? {} : { capacity: Number(values.capacity) }),
    active: values.active,
    ...(values.invitationUrl.trim() ? { invitationUrl: values.invitationUrl.trim() } : {}),
  };
}

/** The checks worth making before asking the API (it checks everything again). */
export function validateCourse(
  values: CourseFormValues,
  texts: { required: string; countryInvalid: string; endBeforeStart: string },
): Record<string, string> {
  const { required } = texts;
  const errors: Record<string, string> = {};
  if (!values.title.trim()) errors.title = required;
  if (!values.topicId) errors.topicId = required;
  if (!values.startDate) errors.startDate = required;
  if (!values.endDate) errors.endDate = required;
  if (!values.timezoneId) errors.timezoneId = required;
  if (values.country && !isCountryCode(values.country)) errors.country = texts.countryInvalid;
  if (values.startDate && values.endDate && values.endDate < values.startDate)
    errors.endDate = texts.endBeforeStart;
  return errors;
}

const userOption = (user: { id: string; firstName: string; lastName: string; email: string }) => ({
  value: user.id,
  label: `${user.firstName} ${user.lastName} (${user.email})`,
});

export function CourseForm({
  course,
  topics,
  opened,
  onClose,
}: {
  course: Course | null;
  topics: CourseTopic[];
  opened: boolean;
  onClose: () => void;
}) {
  const allMessages = useMessages();
  const messages = allMessages.academic.admin.courses;
  const teachers = useUsersWithScope('TEACHER', opened);
  const hosts = useUsersWithScope('HOST', opened);
  const zones = useTimezones();
  const save = useSaveCourse();
  const { form, onSubmit, submitting, fieldsRef } = useApiForm({
    initialValues: valuesOf(course),
    validate: (values) =>
      validateCourse(values, {
        required: allMessages.academic.actions.required,
        countryInvalid: messages.form.countryInvalid,
        endBeforeStart: messages.form.endBeforeStart,
      }),
    submit: (values) => save.mutateAsync({ courseId: course?.id, body: courseInputOf(values) }),
    onSuccess: toastAndClose(
      course ? allMessages.academic.actions.saved : allMessages.academic.actions.created,
      onClose,
    ),
  });
  const field = form.getInputProps;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={course ? messages.editCourse : messages.newCourse}
      size="xl"
    >
      <Stack gap="sm" ref={fieldsRef}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={messages.form.title} {...field('title')} required />
          <TextInput label={messages.form.slug} {...field('slug')} />
        </SimpleGrid>
        <Textarea label={messages.form.summary} {...field('summary')} autosize minRows={2} />
        <MarkdownEditor label={messages.form.description} {...field('description')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={messages.form.topic}
            data={topics.map((topic) => ({ value: topic.id, label: topic.name }))}
            {...field('topicId')}
            required
          />
          <TagsInput label={messages.form.tags} {...field('tags')} />
          <MultiSelect
            label={messages.form.teachers}
            data={(teachers.data?.content ?? []).map(userOption)}
            {...field('teacherIds')}
            searchable
          />
          <MultiSelect
            label={messages.form.hosts}
            data={(hosts.data?.content ?? []).map(userOption)}
            {...field('hostIds')}
            searchable
          />
          <DateField label={messages.form.startDate} {...field('startDate')} required />
          <DateField label={messages.form.endDate} {...field('endDate')} required />
          <Select
            label={messages.form.timezone}
            data={timeZoneOptions((zones.data ?? []).map((zone) => zone.id))}
            {...field('timezoneId')}
            searchable
            required
          />
          <CountrySelect
            label={messages.form.country}
            {...field('country')}
            placeholder={allMessages.countries.all}
            clearable
          />
          <NumberInput label={messages.form.capacity} {...field('capacity')} min={1} />
          <TextInput label={messages.form.invitationUrl} {...field('invitationUrl')} placeholder="https://" />
        </SimpleGrid>
        <Checkbox label={messages.form.active} {...field('active', { type: 'checkbox' })} />
        <FormActions
          onCancel={onClose}
          onConfirm={onSubmit}
          busy={submitting}
          confirmLabel={course ? allMessages.academic.actions.save : allMessages.academic.actions.create}
        />
      </Stack>
    </Modal>
  );
}
