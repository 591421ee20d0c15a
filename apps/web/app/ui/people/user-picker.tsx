/**
 * Choosing a user by typing part of its name, e-mail, phone or document (findAllUsers' `q`),
 * instead of pasting its id. The chosen user is named even when the id came from the address
 * and is not among the current matches (findUserById).
 */
import type { SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useMessages } from '../../i18n';
import { useApiAccess } from '../../lib/api-access';
import { operationQuery } from '../../lib/query-keys';
import { RemoteSelect } from '../remote-select';
import { useUserRecord } from './record-names';

const MATCHES = 10;

export function UserPicker({
  label,
  value,
  onChange,
  w,
  error,
}: {
  label: string;
  value: string | null;
  onChange: (userId: string | null) => void;
  w?: SelectProps['w'];
  error?: SelectProps['error'];
}) {
  const messages = useMessages().users;
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const { client } = useApiAccess();
  const matches = useQuery({
    ...operationQuery(client, 'findAllUsers', { q: q || undefined, size: MATCHES, sort: ['lastName,asc'] }),
    placeholderData: keepPreviousData,
  });
  const chosen = useUserRecord(value ?? '', Boolean(value));
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
      error={error}
      testId="user-picker"
    />
  );
}
