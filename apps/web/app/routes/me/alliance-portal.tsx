import { Container } from '@mantine/core';
import { AlliancePortalPage } from '../../features/alliances';
import { EnrollmentStatusBadge } from '../../features/enrollments';
import { RequireSession } from '../../layout/require-session';
import { AppProviders } from '../../ui/mantine-providers';

/** `/alianza`: the alliance admin's portal, for signed-in users; the page itself checks the scope. */
export default function AlliancePortal() {
  return (
    // The public layout mounts no Mantine or query cache (issue 18): the portal brings them.
    <AppProviders>
      <Container size="xl" py={{ base: 24, sm: 40 }}>
        <RequireSession>
          <AlliancePortalPage statusView={(status) => <EnrollmentStatusBadge status={status} />} />
        </RequireSession>
      </Container>
    </AppProviders>
  );
}
