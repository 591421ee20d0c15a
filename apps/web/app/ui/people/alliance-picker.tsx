/** Choosing an alliance by typing part of its name, slug or contact e-mail (findAllAlliances' `q`). */
import type { SelectProps } from '@mantine/core';
import { useMessages } from '../../i18n';
import { useApiAccess } from '../../lib/api-access';
import { operationQuery } from '../../lib/query-keys';
import { RecordPicker } from './record-picker';

const MATCHES = 10;

export function AlliancePicker({
  label,
  value,
  onChange,
  w,
}: {
  label: string;
  value: string | null;
  onChange: (allianceId: string | null) => void;
  w?: SelectProps['w'];
}) {
  const messages = useMessages().users;
  const { client } = useApiAccess();
  return (
    <RecordPicker
      label={label}
      placeholder={messages.alliancePickerPlaceholder}
      value={value}
      onChange={onChange}
      w={w}
      testId="alliance-picker"
      matching={(q) => operationQuery(client, 'findAllAlliances', { q, size: MATCHES, sort: ['name,asc'] })}
      chosen={(allianceId) => operationQuery(client, 'findAllianceById', { allianceId })}
      optionLabel={(alliance) => alliance.name}
    />
  );
}
