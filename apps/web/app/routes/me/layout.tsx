import { Container } from '@mantine/core';
import { Outlet } from 'react-router';
import { MeGate } from '../../features/student';
import { AppProviders } from '../../ui/mantine-providers';

export default function MeLayout() {
  return (
    <AppProviders>
      <Container size="lg" py={{ base: 32, sm: 48 }}>
        <MeGate>
          <Outlet />
        </MeGate>
      </Container>
    </AppProviders>
  );
}
