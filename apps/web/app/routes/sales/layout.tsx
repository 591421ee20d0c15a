import { Container } from '@mantine/core';
import { Outlet } from 'react-router';
import { SalesGate, SalesNav } from '../../features/sales';

export default function SalesLayout() {
  return (
    <Container size="xl" py={{ base: 32, sm: 48 }}>
      <SalesGate>
        <SalesNav />
        <Outlet />
      </SalesGate>
    </Container>
  );
}
