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
  Tabs,
  TagsInput,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { useMessages } from '../../i18n';
import type { Course, CourseTopic } from '../../lib/api-types';
import { FormActions } from '../../ui/form-actions';
import { Markdown } from '../../ui/markdown';
import { notify } from '../../ui/toast';
import { useFormErrors } from '../../ui/use-form-errors';
import { useSaveCourse, useTimezones, useUsersWithScope } from './api';

export type CourseFormValues = {
  title: string;
  slug: string;
  summary: string;
  description: string;
  topicId: string | null;
  tags: string[];
  teacherIds: string[];
  hostIds: string[];
  country: string;
  startDate: string;
  endDate: string;
  timezoneId: string | null;
  capacity: number | string;
  active: boolean;
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
  if (values.country && !/^[A-Za-z]{2}$/.test(values.country)) errors.country = texts.countryInvalid;
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
  const [values, setCourseFormValues] = useState(() => valuesOf(course));
  const { errors, setErrors, showError } = useFormErrors();
  const teachers = useUsersWithScope('TEACHER', opened);
  const hosts = useUsersWithScope('HOST', opened);
  const zones = useTimezones();
  const save = useSaveCourse();
  const set = <K extends keyof CourseFormValues>(key: K, value: CourseFormValues[K]) =>
    setCourseFormValues((current) => ({ ...current, [key]: value }));

  const onSubmit = () => {
    const found = validateCourse(values, {
      required: allMessages.academic.actions.required,
      countryInvalid: messages.form.countryInvalid,
      endBeforeStart: messages.form.endBeforeStart,
    });
    setErrors(found);
    if (Object.keys(found).length) return;
    save.mutate(
      {
        courseId: course?.id,
        body: {
          title: values.title.trim(),
          ...(values.slug.trim() ? { slug: values.slug.trim() } : {}),
          summary: values.summary,
          description: values.description,
          topicId: values.topicId!,
          tags: values.tags,
          teacherIds: values.teacherIds,
          hostIds: values.hostIds,
          country: values.country ? values.country.toUpperCase() : null,
          startDate: values.startDate,
          endDate: values.endDate,
          timezoneId: values.timezoneId!,
          ...(values.capacity === '' ? {} : { capacity: Number(values.capacity) }),
          active: values.active,
          ...(values.invitationUrl.trim() ? { invitationUrl: values.invitationUrl.trim() } : {}),
        },
      },
      {
        onSuccess: () => {
          notify.success(course ? allMessages.academic.actions.saved : allMessages.academic.actions.created);
          onClose();
        },
        onError: showError,
      },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={course ? messages.editCourse : messages.newCourse}
      size="xl"
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={messages.form.title}
            value={values.title}
            onChange={(e) => set('title', e.currentTarget.value)}
            error={errors.title}
            required
          />
          <TextInput
            label={messages.form.slug}
            value={values.slug}
            onChange={(e) => set('slug', e.currentTarget.value)}
            error={errors.slug}
          />
        </SimpleGrid>
        <Textarea
          label={messages.form.summary}
          value={values.summary}
          onChange={(e) => set('summary', e.currentTarget.value)}
          error={errors.summary}
          autosize
          minRows={2}
        />
        <Tabs defaultValue="write">
          <Tabs.List>
            <Tabs.Tab value="write">{messages.form.description}</Tabs.Tab>
            <Tabs.Tab value="preview">{messages.form.preview}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="write" pt="xs">
            <Textarea
              value={values.description}
              onChange={(e) => set('description', e.currentTarget.value)}
              error={errors.description}
              autosize
              minRows={5}
              aria-label={messages.form.description}
            />
          </Tabs.Panel>
          <Tabs.Panel value="preview" pt="xs">
            <Markdown>{values.description}</Markdown>
          </Tabs.Panel>
        </Tabs>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={messages.form.topic}
            data={topics.map((topic) => ({ value: topic.id, label: topic.name }))}
            value={values.topicId}
            onChange={(value) => set('topicId', value)}
            error={errors.topicId}
            required
          />
          <TagsInput
            label={messages.form.tags}
            value={values.tags}
            onChange={(value) => set('tags', value)}
            error={errors.tags}
          />
          <MultiSelect
            label={messages.form.teachers}
            data={(teachers.data?.content ?? []).map(userOption)}
            value={values.teacherIds}
            onChange={(value) => set('teacherIds', value)}
            error={errors.teacherIds}
            searchable
          />
          <MultiSelect
            label={messages.form.hosts}
            data={(hosts.data?.content ?? []).map(userOption)}
            value={values.hostIds}
            onChange={(value) => set('hostIds', value)}
            error={errors.hostIds}
            searchable
          />
          <TextInput
            label={messages.form.startDate}
            type="date"
            value={values.startDate}
            onChange={(e) => set('startDate', e.currentTarget.value)}
            error={errors.startDate}
            required
          />
          <TextInput
            label={messages.form.endDate}
            type="date"
            value={values.endDate}
            onChange={(e) => set('endDate', e.currentTarget.value)}
            error={errors.endDate}
            required
          />
          <Select
            label={messages.form.timezone}
            data={(zones.data ?? []).map((zone) => ({
              value: zone.id,
              label: `${zone.id} (${zone.offset})`,
            }))}
            value={values.timezoneId}
            onChange={(value) => set('timezoneId', value)}
            error={errors.timezoneId}
            searchable
            required
          />
          <TextInput
            label={messages.form.country}
            value={values.country}
            onChange={(e) => set('country', e.currentTarget.value)}
            error={errors.country}
            maxLength={2}
          />
          <NumberInput
            label={messages.form.capacity}
            value={values.capacity}
            onChange={(value) => set('capacity', value)}
            error={errors.capacity}
            min={1}
          />
          <TextInput
            label={messages.form.invitationUrl}
            value={values.invitationUrl}
            onChange={(e) => set('invitationUrl', e.currentTarget.value)}
            error={errors.invitationUrl}
            placeholder="https://"
          />
        </SimpleGrid>
        <Checkbox
          label={messages.form.active}
          checked={values.active}
          onChange={(e) => set('active', e.currentTarget.checked)}
        />
        <FormActions
          onCancel={onClose}
          onConfirm={onSubmit}
          busy={save.isPending}
          confirmLabel={course ? allMessages.academic.actions.save : allMessages.academic.actions.create}
        />
      </Stack>
    </Modal>
  );
}
