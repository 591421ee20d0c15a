/**
 * A list filter on a person: picked by name where the caller may list users, else typed as an
 * id (a seller or a student cannot search users), the field saying when it is not one.
 */
import { TextInput } from '@mantine/core';
import { mayCall } from '../../lib/access';
import { useApiAccess } from '../../lib/api-access';
import { isIdFilterValid, validId } from '../../lib/formats';
import { UserPicker } from './user-picker';

export function PersonFilter({
  label,
  value,
  onChange,
  invalidMessage,
}: {
  label: string;
  value: string;
  onChange: (id: string) => void;
  invalidMessage: string;
}) {
  const { scopes } = useApiAccess();
  return mayCall('findAllUsers', scopes) ? (
    <UserPicker label={label} value={validId(value) ?? null} onChange={(id) => onChange(id ?? '')} />
  ) : (
    <TextInput
      label={label}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={isIdFilterValid(value) ? undefined : invalidMessage}
    />
  );
}
