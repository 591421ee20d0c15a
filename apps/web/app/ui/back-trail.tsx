/**
 * A record page's trail above its title: the way back to where it was opened from, then the
 * record itself (its name, `…` while it loads).
 */
import { Anchor, Breadcrumbs } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export function BackTrail({ to, label, current }: { to: string; label: ReactNode; current: ReactNode }) {
  return (
    <Breadcrumbs>
      <Anchor component={Link} to={to}>
        {label}
      </Anchor>
      <span>{current}</span>
    </Breadcrumbs>
  );
}
