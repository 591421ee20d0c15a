/**
 * Choosing a user by typing part of its name, e-mail, phone or document (findAllUsers' `q`),
 * instead of pasting its id. The chosen user is named even when the id came from the address
 * and is not among the current matches (findUserById).
 */
import type { SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useMessages } from '../../i18n';
import { RemoteSelect } from '../../ui/remote-select';
import { useUser, useUserList } from './api';

const MATCHES = 10;

export function UserPicker({
  label,
  value,
  onChange,
  w,
}: {
  label: string;
  value: string | null;
  onChange: (userId: string | null) => void;
  w?: SelectProps['w'];
}) {
  const messages = useMessages().users;
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const matches = useUserList({ q: q || undefined, size: MATCHES, sort: ['lastName,asc'] });
  const chosen = useUser(value ?? '', Boolean(value));
  const people = [...(matches.data?.content ?? []), ...(chosen.data ? [chosen.data] : [])];
  const data = [...new Map(people.map((user) => [user.id, user])).values()].map((user) => ({
    value: user.id,
    label: `${user.firstName} ${user.lastName} · ${user.email}`,
  }));
  return (
    <RemoteSelect
      label={label}
      placeholder={messages.pickerPlaceholder}
      data={data}
      value={value}
      onChange={onChange}
      search={search}
      onSearchChange={setSearch}
      searching={matches.isFetching}
      w={w}
      testId="user-picker"
    />
  );
}
