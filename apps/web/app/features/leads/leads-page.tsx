import { Badge, Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useMessages } from '../../i18n';
import { problemMessage } from '../../lib/api-problem';
import { isCountryCode, isE164 } from '../../lib/formats';
import { DataList, dateTimeColumn, useApiList } from '../../ui/data-list';
import { Icon } from '../../ui/icons';
import {
  DateRangeFilter,
  EnumFilter,
  enumField,
  filterField,
  ListFilterPanel,
  ListPage,
  SearchField,
  ViewSwitch,
} from '../../ui/list-page';
import { notify } from '../../ui/toast';
import { useCreateLead } from './api';
import { LeadBoard } from './lead-board';
import { LEAD_LIST_FIELDS, leadListQuery } from './list-query';
import { type Lead, leadsQuery } from './queries';

const FILTER_NAMES = ['q', 'status', 'country', 'fromDate', 'toDate'] as const;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function useLeadList() {
  return useApiList(LEAD_LIST_FIELDS, (client, state, request) =>
    leadsQuery(client, leadListQuery(state, request)),
  );
}

function NewLeadDialog({ onClose, basePath }: { onClose: () => void; basePath: string }) {
  const messages = useMessages();
  const text = messages.leads.form;
  const create = useCreateLead();
  const navigate = useNavigate();
  const [values, setValues] = useState({ fullName: '', email: '', phone: '', country: '', notes: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  /** A text input bound to its value and its error. */
  const field = (name: keyof typeof values) => ({
    value: values[name],
    onChange: (event: { currentTarget: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.currentTarget.value })),
    error: errors[name],
  });

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    const phone = values.phone.replace(/[\s\-().]/g, '');
    if (!values.fullName.trim()) found.fullName = text.required;
    if (!values.email.trim() && !phone) found.email = text.contactRequired;
    if (values.email.trim() && !EMAIL.test(values.email.trim())) found.email = messages.forms.emailInvalid;
    if (phone && !isE164(phone)) found.phone = messages.forms.invalid;
    if (values.country && !isCountryCode(values.country.toUpperCase()))
      found.country = messages.forms.invalid;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const lead = await create.mutateAsync({
        leadCreation: {
          fullName: values.fullName.trim(),
          ...(values.email.trim() ? { email: values.email.trim() } : {}),
          ...(phone ? { phone } : {}),
          ...(values.country ? { country: values.country.toUpperCase() } : {}),
          ...(values.notes.trim() ? { notes: values.notes.trim() } : {}),
        },
      });
      notify.success(text.created);
      navigate(`${basePath}/${lead.id}`);
    } catch (error) {
      setErrors({ form: problemMessage(error, messages.forms) });
    }
  }

  return (
    <Modal opened onClose={onClose} title={text.title}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {errors.form && (
            <Text c="red" size="sm" role="alert">
              {errors.form}
            </Text>
          )}
          <TextInput label={text.fullName} required {...field('fullName')} data-testid="new-lead-name" />
          <TextInput label={text.email} type="email" {...field('email')} data-testid="new-lead-email" />
          <TextInput label={text.phone} type="tel" placeholder="+5491112345678" {...field('phone')} />
          <TextInput label={text.country} maxLength={2} {...field('country')} />
          <Textarea label={text.notes} {...field('notes')} autosize minRows={2} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {text.cancel}
            </Button>
            <Button type="submit" loading={create.isPending} data-testid="new-lead-submit">
              {text.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

export function LeadsPage({ mine = false }: { mine?: boolean }) {
  const messages = useMessages();
  const text = messages.leads;
  const list = useLeadList();
  const [creating, setCreating] = useState(false);
  const { values: filters, set } = list;
  const basePath = mine ? '/ventas/interesados' : '/admin/leads';

  return (
    <ListPage
      title={mine ? text.mineTitle : text.title}
      subtitle={mine ? text.mineSubtitle : text.subtitle}
      actions={
        <Button
          leftSection={<Icon name="plus" size={16} />}
          onClick={() => setCreating(true)}
          data-testid="new-lead"
        >
          {text.newLead}
        </Button>
      }
    >
      <ListFilterPanel
        list={list}
        filters={FILTER_NAMES}
        search={
          <SearchField
            label={text.filters.q}
            placeholder={text.filters.qPlaceholder}
            {...filterField(list, 'q')}
            maw={420}
            testId="leads-filter-q"
          />
        }
      >
        {filters.view === 'table' && (
          <EnumFilter
            label={text.filters.status}
            placeholder={text.filters.anyStatus}
            labels={text.status}
            {...enumField(list, 'status')}
          />
        )}
        <TextInput
          label={text.filters.country}
          maxLength={2}
          value={filters.country}
          onChange={(event) => set({ country: event.currentTarget.value.toUpperCase() })}
        />
        <DateRangeFilter list={list} fromLabel={text.filters.fromDate} toLabel={text.filters.toDate} />
      </ListFilterPanel>
      <ViewSwitch w="fit-content" labels={text.views} {...filterField(list, 'view')} testId="leads-view" />
      {filters.view === 'board' ? (
        <LeadBoard filters={filters} basePath={basePath} />
      ) : (
        <DataList<typeof LEAD_LIST_FIELDS, Lead>
          list={list}
          noRecordsText={text.empty}
          testId="leads-table"
          rowHref={(lead) => `${basePath}/${lead.id}`}
          columns={[
            {
              accessor: 'fullName',
              title: text.columns.fullName,
              render: (lead) => (
                <Group gap={6}>
                  <Text size="sm" fw={600}>
                    {lead.fullName}
                  </Text>
                  {lead.duplicateIds.length > 0 && (
                    <Badge size="xs" color="grape" variant="light">
                      {text.duplicate}
                    </Badge>
                  )}
                </Group>
              ),
            },
            {
              accessor: 'contact',
              title: text.columns.contact,
              render: (lead) => [lead.email, lead.phone].filter(Boolean).join(' · '),
            },
            { accessor: 'country', title: text.columns.country, render: (lead) => lead.country ?? '—' },
            {
              accessor: 'status',
              title: text.columns.status,
              render: (lead) => <Badge variant="light">{text.status[lead.status]}</Badge>,
            },
            { accessor: 'source', title: text.columns.source, render: (lead) => lead.source ?? '—' },
            dateTimeColumn('createdAt', text.columns.createdAt),
          ]}
        />
      )}
      {creating && <NewLeadDialog onClose={() => setCreating(false)} basePath={basePath} />}
    </ListPage>
  );
}
