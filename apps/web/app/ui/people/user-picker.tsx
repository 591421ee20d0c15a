/**
 * Choosing a user by typing part of its name, e-mail, phone or document (findAllUsers' `q`),
 * optionally among the holders of some scopes only (a seller among sellers).
 */
import type { Scope } from '@catedra/contract';
import type { SelectProps } from '@mantine/core';
import { useMessages } from '../../i18n';
import { useApiAccess } from '../../lib/api-access';
import { operationQuery } from '../../lib/query-keys';
import { RecordPicker } from './record-picker';

const MATCHES = 10;

export function UserPicker({
  label,
  value,
  onChange,
  scope,
  w,
}: {
  label: string;
  value: string | null;
  onChange: (userId: string | null) => void;
  /** Only holders of any of these scopes. */
  scope?: readonly Scope[];
  w?: SelectProps['w'];
}) {
  const messages = useMessages().users;
  const { client } = useApiAccess();
  return (
    <RecordPicker
      label={label}
      placeholder={messages.pickerPlaceholder}
      value={value}
      onChange={onChange}
      w={w}
      testId="user-picker"
      matching={(q) =>
        operationQuery(client, 'findAllUsers', {
          q,
          ...(scope ? { scope: [...scope] } : {}),
          size: MATCHES,
          sort: ['lastName,asc'],
        })
      }
      chosen={(userId) => operationQuery(client, 'findUserById', { userId })}
      optionLabel={(user) => `${user.firstName} ${user.lastName} · ${user.email}`}
    />
  );
}
