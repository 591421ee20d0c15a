/**
 * Choosing a user by typing part of its name, e-mail, phone or document (findAllUsers' `q`),
 * optionally among the holders of some scopes only (a seller among sellers).
 */
import type { Scope } from '@catedra/contract';
import { useMessages } from '../../i18n';
import { useApiAccess } from '../../lib/api-access';
import { operationQuery } from '../../lib/query-keys';
import { type PickerFieldProps, RecordPicker } from './record-picker';

const MATCHES = 10;

export function UserPicker({ scope, ...props }: PickerFieldProps & { scope?: readonly Scope[] }) {
  const messages = useMessages().users;
  const { client } = useApiAccess();
  const holding = scope ? { scope: [...scope] } : {};
  return (
    <RecordPicker
      placeholder={messages.pickerPlaceholder}
      {...props}
      testId="user-picker"
      matching={(q) =>
        operationQuery(client, 'findAllUsers', { q, ...holding, size: MATCHES, sort: ['lastName,asc'] })
      }
      chosen={(userId) => operationQuery(client, 'findUserById', { userId })}
      optionLabel={(user) => `${user.firstName} ${user.lastName} · ${user.email}`}
    />
  );
}
