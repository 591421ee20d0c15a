/**
 * A small in-app text link: the way back above a screen's title, "open the payment" in a
 * table's row. A row's name is one too, bolder (`fw`).
 */
import { Anchor, type AnchorProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export function TextLink({ to, fw, children }: { to: string; fw?: AnchorProps['fw']; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} size="sm" fw={fw}>
      {children}
    </Anchor>
  );
}
