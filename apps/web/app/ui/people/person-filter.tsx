/**
 * List filters on a person or an alliance, kept in the address by id: picked by name where
 * the caller may search them, else typed as an id (a seller or a student cannot search
 * users), the field saying when it is not one.
 */
import type { Scope } from '@catedra/contract';
import { TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { mayCall } from '../../lib/access';
import { useApiAccess } from '../../lib/api-access';
import { isIdFilterValid, validId } from '../../lib/formats';
import { AlliancePicker } from './alliance-picker';
import { UserPicker } from './user-picker';

/** Who refers a sale: the "Vendedor" filters list only them. */
export const SELLER_SCOPES: readonly Scope[] = ['SELLER', 'SELLER_EXTERNAL', 'SELLER_ADMIN'];

type IdFilterProps = {
  label: string;
  value: string;
  onChange: (id: string) => void;
  invalidMessage: string;
};

function ByNameOrId({
  searchable,
  picker,
  label,
  value,
  onChange,
  invalidMessage,
}: IdFilterProps & {
  searchable: boolean;
  picker: (id: string | null, pick: (id: string | null) => void) => ReactNode;
}) {
  if (searchable) return picker(validId(value) ?? null, (id) => onChange(id ?? ''));
  return (
    <TextInput
      label={label}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={isIdFilterValid(value) ? undefined : invalidMessage}
    />
  );
}

export function PersonFilter(props: IdFilterProps & { scope?: readonly Scope[] }) {
  const { scopes } = useApiAccess();
  return (
    <ByNameOrId
      {...props}
      searchable={mayCall('findAllUsers', scopes)}
      picker={(id, pick) => <UserPicker label={props.label} scope={props.scope} value={id} onChange={pick} />}
    />
  );
}

export function AllianceFilter(props: IdFilterProps) {
  const { scopes } = useApiAccess();
  return (
    <ByNameOrId
      {...props}
      searchable={mayCall('findAllAlliances', scopes)}
      picker={(id, pick) => <AlliancePicker label={props.label} value={id} onChange={pick} />}
    />
  );
}
