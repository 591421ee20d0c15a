import { Container } from '@mantine/core';
import { AlliancePortalPage } from '../../features/alliances';
import { EnrollmentStatusBadge } from '../../features/enrollments';
import { RequireSession } from '../../layout/require-session';

/** `/alianza`: the alliance admin's portal, for signed-in users; the page itself checks the scope. */
export default function AlliancePortal() {
  return (
    <Container size="xl" py={{ base: 24, sm: 40 }}>
      <RequireSession>
        <AlliancePortalPage statusView={(status) => <EnrollmentStatusBadge status={status} />} />
      </RequireSession>
    </Container>
  );
}
