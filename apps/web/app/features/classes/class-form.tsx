/** Create or edit a class: title, start (entered in the viewer's local time), length, links, visibility. */
import { Checkbox, Group, NumberInput, TextInput } from '@mantine/core';
import { useMessages } from '../../i18n';
import type { CourseClass, Input } from '../../lib/api-types';
import { fromLocalInput, toLocalInput } from '../../lib/dates';
import { DateTimeField } from '../../ui/date-fields';
import { type EditDialogProps, FormModal, toastAndClose, useApiForm } from '../../ui/form';
import { useSaveClass } from './api';

type ClassInput = Input<'createCourseClass'>['courseClassCreation'];
type ClassFormValues = Pick<Required<ClassInput>, 'title' | 'visible'> & {
  startsAt: string;
  durationMinutes: number | string;
  meetingUrl: string;
  recordingUrl: string;
};

export function ClassForm({ courseId, item, onClose }: EditDialogProps<CourseClass> & { courseId: string }) {
  const allMessages = useMessages();
  const messages = allMessages.academic.admin.course;
  const { actions } = allMessages.academic;
  const save = useSaveClass(courseId);
  const required = (value: unknown) => (value === '' || value === null ? actions.required : null);
  const api = useApiForm<ClassFormValues, unknown>({
    initialValues: {
      title: item?.title ?? '',
      startsAt: item ? toLocalInput(item.startsAt) : '',
      durationMinutes: item?.durationMinutes ?? 90,
      meetingUrl: item?.meetingUrl ?? '',
      recordingUrl: item?.recordingUrl ?? '',
      visible: item?.visible ?? true,
    },
    validate: {
      title: (value) => required(value.trim()),
      startsAt: required,
      durationMinutes: required,
    },
    submit: (values) => {
      const base = {
        title: values.title.trim(),
        startsAt: fromLocalInput(values.startsAt),
        durationMinutes: Number(values.durationMinutes),
        visible: values.visible,
      };
      const meeting = values.meetingUrl.trim();
      const recording = values.recordingUrl.trim();
      return save.mutateAsync(
        item
          ? // On edit an emptied link is removed (null); on creation it is simply left out.
            {
              classId: item.id,
              update: { ...base, meetingUrl: meeting || null, recordingUrl: recording || null },
            }
          : {
              create: {
                ...base,
                ...(meeting ? { meetingUrl: meeting } : {}),
                ...(recording ? { recordingUrl: recording } : {}),
              },
            },
      );
    },
    onSuccess: toastAndClose(item ? actions.saved : actions.created, onClose),
  });
  const { form } = api;
  const field = form.getInputProps;

  return (
    <FormModal api={api} onClose={onClose} title={item ? messages.editClass : messages.newClass} size="lg">
      <TextInput label={messages.classForm.title} {...field('title')} required />
      <Group grow align="flex-start">
        <DateTimeField label={messages.classForm.startsAt} {...field('startsAt')} required />
        <NumberInput
          label={messages.classForm.duration}
          min={1}
          max={720}
          {...field('durationMinutes')}
          required
        />
      </Group>
      <TextInput label={messages.classForm.meetingUrl} placeholder="https://" {...field('meetingUrl')} />
      <TextInput label={messages.classForm.recordingUrl} placeholder="https://" {...field('recordingUrl')} />
      <Checkbox label={messages.classForm.visible} {...field('visible', { type: 'checkbox' })} />
    </FormModal>
  );
}
