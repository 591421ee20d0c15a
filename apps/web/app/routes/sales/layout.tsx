import { Container } from '@mantine/core';
import { Outlet } from 'react-router';
import { SalesGate, SalesNav } from '../../features/sales';
import { AppProviders } from '../../ui/mantine-providers';

export default function SalesLayout() {
  return (
    // The public layout mounts no Mantine or query cache (issue 18): the sales area brings them.
    <AppProviders>
      <Container size="xl" py={{ base: 32, sm: 48 }}>
        <SalesGate>
          <SalesNav />
          <Outlet />
        </SalesGate>
      </Container>
    </AppProviders>
  );
}
