/** A list screen's "create" action: a button with a plus that opens the new record's form. */
import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon } from '../icons';

export function CreateLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button component={Link} to={to} leftSection={<Icon name="plus" size={16} />}>
      {children}
    </Button>
  );
}
