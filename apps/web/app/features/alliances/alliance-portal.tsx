/**
 * `/alianza`, the alliance admin's portal (DESIGN.md section 3: his own alliance's users,
 * enrollments, certificates and prices, read-only but for inviting members). Outside the
 * admin panel; the API confines every read to his alliance. Anyone else signed in is told he
 * has no permission. The open tab is in the address (`?tab=`).
 */
import { Button, Center, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { format, useMessages } from '../../i18n';
import { oneOf } from '../../lib/list-state';
import { useListState } from '../../lib/use-list-state';
import { PageHeader } from '../../ui/list-page';
import { QueryState } from '../../ui/query-state';
import { useSession } from '../session';
import { useAlliance } from './api';
import { InviteMemberButton } from './invite-member';
import { MemberList } from './member-list';
import { AllianceCertificates, AllianceEnrollments, type EnrollmentStatusView } from './portal-lists';
import { AlliancePrices } from './portal-prices';

const TABS = ['members', 'enrollments', 'certificates', 'prices'] as const;
type PortalTab = (typeof TABS)[number];
const TAB_FIELDS = { tab: oneOf(TABS, 'members') };

function Refusal({ title, message }: { title: string; message: string }) {
  const text = useMessages().sellingPlans.alliances.portal;
  return (
    <Center py={64}>
      <Paper withBorder radius="lg" p="xl" maw={560} data-testid="alliance-portal-refusal">
        <Stack gap="sm" align="flex-start">
          <Title order={1} fz={26}>
            {title}
          </Title>
          <Text>{message}</Text>
          <Button component={Link} to="/" variant="light">
            {text.backHome}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}

function Portal({ allianceId, statusView }: { allianceId: string; statusView: EnrollmentStatusView }) {
  const text = useMessages().sellingPlans.alliances.portal;
  const alliance = useAlliance(allianceId);
  const { values, set } = useListState(TAB_FIELDS);
  return (
    <QueryState query={alliance}>
      {(own) => (
        <Stack gap="lg">
          <PageHeader
            title={own.name}
            subtitle={format(text.subtitle, { name: own.name })}
            actions={<InviteMemberButton alliance={own} />}
          />
          <Tabs
            value={values.tab}
            onChange={(tab) => tab && set({ tab: tab as PortalTab })}
            keepMounted={false}
          >
            <Tabs.List>
              {TABS.map((tab) => (
                <Tabs.Tab key={tab} value={tab}>
                  {text.tabs[tab]}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Tabs.Panel value="members" pt="md">
              <MemberList alliance={own} linkToUser={false} />
            </Tabs.Panel>
            <Tabs.Panel value="enrollments" pt="md">
              <AllianceEnrollments alliance={own} statusView={statusView} />
            </Tabs.Panel>
            <Tabs.Panel value="certificates" pt="md">
              <AllianceCertificates alliance={own} />
            </Tabs.Panel>
            <Tabs.Panel value="prices" pt="md">
              <AlliancePrices alliance={own} />
            </Tabs.Panel>
          </Tabs>
        </Stack>
      )}
    </QueryState>
  );
}

/** The portal of the signed-in alliance admin (the route signs visitors in first). */
export function AlliancePortalPage({ statusView }: { statusView: EnrollmentStatusView }) {
  const text = useMessages().sellingPlans.alliances.portal;
  const { user, scopes } = useSession();
  if (!scopes.includes('ALLIANCE_ADMIN'))
    return <Refusal title={text.forbiddenTitle} message={text.forbiddenText} />;
  if (!user?.allianceId) return <Refusal title={text.title} message={text.noAlliance} />;
  return <Portal allianceId={user.allianceId} statusView={statusView} />;
}
