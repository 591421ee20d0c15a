import { Container } from '@mantine/core';
import { Outlet } from 'react-router';
import { MeGate } from '../../features/student';

export default function MeLayout() {
  return (
    <Container size="lg" py={{ base: 32, sm: 48 }}>
      <MeGate>
        <Outlet />
      </MeGate>
    </Container>
  );
}
