/** Choosing an alliance by typing part of its name, slug or contact e-mail (findAllAlliances' `q`). */
import { useMessages } from '../../i18n';
import { useApiAccess } from '../../lib/api-access';
import { operationQuery } from '../../lib/query-keys';
import { type PickerFieldProps, RecordPicker } from './record-picker';

const MATCHES = 10;

export function AlliancePicker(props: PickerFieldProps) {
  const messages = useMessages().users;
  const { client } = useApiAccess();
  return (
    <RecordPicker
      placeholder={messages.alliancePickerPlaceholder}
      {...props}
      testId="alliance-picker"
      matching={(q) => operationQuery(client, 'findAllAlliances', { q, size: MATCHES, sort: ['name,asc'] })}
      chosen={(allianceId) => operationQuery(client, 'findAllianceById', { allianceId })}
      optionLabel={(alliance) => alliance.name}
    />
  );
}
