/** Create or edit a class: title, start (entered in the viewer's local time), length, links, visibility. */
import { Checkbox, Group, Modal, NumberInput, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useMessages } from '../../i18n';
import type { CourseClass } from '../../lib/api-types';
import { fromLocalInput, toLocalInput } from '../../lib/dates';
import { FormActions } from '../../ui/form-actions';
import { notify } from '../../ui/toast';
import { useFormErrors } from '../../ui/use-form-errors';
import { useSaveClass } from './api';

export function ClassForm({
  courseId,
  item,
  onClose,
}: {
  courseId: string;
  item: CourseClass | null;
  onClose: () => void;
}) {
  const allMessages = useMessages();
  const messages = allMessages.academic.admin.course;
  const save = useSaveClass(courseId);
  const [title, setTitle] = useState(item?.title ?? '');
  const [startsAt, setStartsAt] = useState(item ? toLocalInput(item.startsAt) : '');
  const [duration, setDuration] = useState<number | string>(item?.durationMinutes ?? 90);
  const [meetingUrl, setMeetingUrl] = useState(item?.meetingUrl ?? '');
  const [recordingUrl, setRecordingUrl] = useState(item?.recordingUrl ?? '');
  const [visible, setVisible] = useState(item?.visible ?? true);
  const { errors, setErrors, showError } = useFormErrors();

  const onSubmit = () => {
    const required = allMessages.academic.actions.required;
    const found: Record<string, string> = {};
    if (!title.trim()) found.title = required;
    if (!startsAt) found.startsAt = required;
    if (duration === '') found.durationMinutes = required;
    setErrors(found);
    if (Object.keys(found).length) return;
    const base = {
      title: title.trim(),
      startsAt: fromLocalInput(startsAt),
      durationMinutes: Number(duration),
      visible,
    };
    const meeting = meetingUrl.trim();
    const recording = recordingUrl.trim();
    save.mutate(
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
      {
        onSuccess: () => {
          notify.success(item ? allMessages.academic.actions.saved : allMessages.academic.actions.created);
          onClose();
        },
        onError: showError,
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={item ? messages.editClass : messages.newClass} size="lg">
      <Stack gap="sm">
        <TextInput
          label={messages.classForm.title}
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
          error={errors.title}
          required
        />
        <Group grow align="flex-start">
          <TextInput
            label={messages.classForm.startsAt}
            type="datetime-local"
            value={startsAt}
            onChange={(e) => setStartsAt(e.currentTarget.value)}
            error={errors.startsAt}
            required
          />
          <NumberInput
            label={messages.classForm.duration}
            value={duration}
            onChange={setDuration}
            min={1}
            max={1440}
            error={errors.durationMinutes}
            required
          />
        </Group>
        <TextInput
          label={messages.classForm.meetingUrl}
          value={meetingUrl}
          onChange={(e) => setMeetingUrl(e.currentTarget.value)}
          error={errors.meetingUrl}
          placeholder="https://"
        />
        <TextInput
          label={messages.classForm.recordingUrl}
          value={recordingUrl}
          onChange={(e) => setRecordingUrl(e.currentTarget.value)}
          error={errors.recordingUrl}
          placeholder="https://"
        />
        <Checkbox
          label={messages.classForm.visible}
          checked={visible}
          onChange={(e) => setVisible(e.currentTarget.checked)}
        />
        <FormActions onCancel={onClose} onConfirm={onSubmit} busy={save.isPending} />
      </Stack>
    </Modal>
  );
}
