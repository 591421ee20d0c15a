/**
 * An alliance: its data and tiers (create or edit, the tiers edited as rows), and its
 * members with their tiers (added and removed here by those who manage alliances). The tab
 * is in the address (`?tab=`).
 * A removed tier that something still uses comes back as 409: said in a clear alert.
 */

import { isProblem } from '@catedra/client';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  Stack,
  Switch,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useNavigate } from 'react-router';
import { format, useMessages } from '../../i18n';
import { mayCall } from '../../lib/access';
import { problemMessage } from '../../lib/api-problem';
import { oneOf } from '../../lib/list-state';
import { useListState } from '../../lib/use-list-state';
import { BackTrail } from '../../ui/back-trail';
import { useApiForm } from '../../ui/form';
import { Heading } from '../../ui/heading';
import { Icon } from '../../ui/icons';
import { QueryState } from '../../ui/query-state';
import { notify } from '../../ui/toast';
import { useSession } from '../session';
import { useAlliance, useSaveAlliance } from './api';
import { MemberList } from './member-list';
import type { Alliance } from './queries';
import { normalizeTierCode, type TierRow, tierErrors, tiersBody } from './tier-rows';

type AllianceFormValues = {
  name: string;
  slug: string;
  contactEmail: string;
  active: boolean;
  tiers: TierRow[];
};

function AllianceForm({ alliance }: { alliance: Alliance | null }) {
  const messages = useMessages();
  const text = messages.sellingPlans.alliances;
  const navigate = useNavigate();
  const { scopes } = useSession();
  const canEdit = mayCall(alliance ? 'updateAlliance' : 'createAlliance', scopes);
  const save = useSaveAlliance();
  const { form, onSubmit, submitting, failure, fieldsRef } = useApiForm<AllianceFormValues, Alliance>({
    initialValues: {
      name: alliance?.name ?? '',
      slug: alliance?.slug ?? '',
      contactEmail: alliance?.contactEmail ?? '',
      active: alliance?.active ?? true,
      tiers: alliance?.tiers ?? [],
    },
    validate: (values) => ({
      ...(values.name.trim() ? {} : { name: text.required }),
      ...(values.contactEmail.trim() ? {} : { contactEmail: text.required }),
      ...tierErrors(values.tiers, { ...text.tiers, required: text.required }),
    }),
    submit: (values) =>
      save.mutateAsync({
        allianceId: alliance?.id,
        body: {
          name: values.name.trim(),
          contactEmail: values.contactEmail.trim(),
          active: values.active,
          ...(values.slug.trim() && { slug: values.slug.trim() }),
          tiers: tiersBody(values.tiers),
        },
      }),
    onSuccess: (saved) => {
      notify.success(alliance ? text.saved : text.created);
      if (!alliance) navigate(`/admin/alliances/${saved.id}`);
    },
    failureMessage: (error) => {
      if (isProblem(error, 'ALLIANCE_TIER_IN_USE')) {
        const tier = error.problem?.errors?.[0]?.params?.tier;
        return format(text.tiers.inUse, { tier: String(tier ?? '') });
      }
      return problemMessage(error, messages.forms);
    },
    texts: messages.forms,
    failureAs: 'alert',
  });
  const tiers = form.getValues().tiers;
  return (
    <form onSubmit={onSubmit}>
      <Stack gap="md" ref={fieldsRef} maw={900}>
        {failure && (
          <Alert color="red" data-testid="alliance-failure">
            {failure}
          </Alert>
        )}
        <Paper withBorder radius="lg" p="md">
          <Stack gap="sm">
            <TextInput
              label={text.fields.name}
              required
              {...form.getInputProps('name')}
              disabled={!canEdit}
            />
            <Group grow align="flex-start">
              <TextInput
                label={text.fields.slug}
                description={text.fields.slugHint}
                {...form.getInputProps('slug')}
                disabled={!canEdit}
              />
              <TextInput
                label={text.fields.contactEmail}
                type="email"
                required
                {...form.getInputProps('contactEmail')}
                disabled={!canEdit}
              />
            </Group>
            <Switch
              label={text.fields.active}
              {...form.getInputProps('active', { type: 'checkbox' })}
              disabled={!canEdit}
            />
          </Stack>
        </Paper>
        <Paper withBorder radius="lg" p="md">
          <Stack gap="sm">
            <Heading title={text.tiers.title} hint={text.tiers.hint} />
            {tiers.length === 0 && <Text size="sm">{text.tiers.empty}</Text>}
            {tiers.map((tier, index) => (
              <Group key={form.key(`tiers.${index}`)} align="flex-end" wrap="wrap" data-testid="tier-row">
                <TextInput
                  label={text.tiers.code}
                  description={index === 0 ? text.tiers.codeHint : undefined}
                  w={160}
                  {...form.getInputProps(`tiers.${index}.code`)}
                  onBlur={() => form.setFieldValue(`tiers.${index}.code`, normalizeTierCode(tier.code))}
                  disabled={!canEdit}
                />
                <TextInput
                  label={text.tiers.name}
                  style={{ flex: '1 1 160px' }}
                  {...form.getInputProps(`tiers.${index}.name`)}
                  disabled={!canEdit}
                />
                <NumberInput
                  label={text.tiers.discount}
                  w={130}
                  min={0}
                  max={100}
                  decimalScale={2}
                  decimalSeparator=","
                  suffix=" %"
                  {...form.getInputProps(`tiers.${index}.discountPercent`)}
                  disabled={!canEdit}
                />
                {canEdit && (
                  <ActionIcon
                    mb={6}
                    variant="subtle"
                    color="red"
                    aria-label={format(text.tiers.remove, { code: tier.code || String(index + 1) })}
                    onClick={() => form.removeListItem('tiers', index)}
                  >
                    <Icon name="trash" size={18} />
                  </ActionIcon>
                )}
              </Group>
            ))}
            {canEdit && (
              <Group>
                <Button
                  variant="light"
                  leftSection={<Icon name="plus" size={16} />}
                  onClick={() => form.insertListItem('tiers', { code: '', name: '', discountPercent: 0 })}
                >
                  {text.tiers.add}
                </Button>
              </Group>
            )}
          </Stack>
        </Paper>
        {canEdit && (
          <Group justify="flex-end">
            <Button type="submit" loading={submitting}>
              {text.save}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}

const TAB_FIELDS = { tab: oneOf(['data', 'members'] as const, 'data') };

export function AlliancePage({ allianceId }: { allianceId: string | null }) {
  const text = useMessages().sellingPlans.alliances;
  const alliance = useAlliance(allianceId ?? '', Boolean(allianceId));
  const { values, set } = useListState(TAB_FIELDS);
  const title = allianceId ? (alliance.data?.name ?? '…') : text.newTitle;
  return (
    <Stack gap="lg">
      <BackTrail to="/admin/alliances" label={text.back} current={title} />
      <Title order={1} fz={28}>
        {title}
      </Title>
      {allianceId ? (
        <QueryState query={alliance}>
          {(loaded) => (
            <Tabs
              value={values.tab}
              onChange={(tab) => tab && set({ tab: tab as 'data' | 'members' })}
              keepMounted={false}
            >
              <Tabs.List>
                <Tabs.Tab value="data">{text.dataTab}</Tabs.Tab>
                <Tabs.Tab value="members">{text.membersTab}</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="data" pt="md">
                <AllianceForm key={loaded.updatedAt} alliance={loaded} />
              </Tabs.Panel>
              <Tabs.Panel value="members" pt="md">
                <MemberList alliance={loaded} linkToUser />
              </Tabs.Panel>
            </Tabs>
          )}
        </QueryState>
      ) : (
        <AllianceForm alliance={null} />
      )}
    </Stack>
  );
}
