/** The frame of every public page: header, the page, footer. */
import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import { CONTENT_ID, SkipLink } from '../ui/skip-link';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <SiteHeader />
      <Box component="main" id={CONTENT_ID} tabIndex={-1} style={{ flex: 1 }}>
        {children}
      </Box>
      <SiteFooter />
    </Box>
  );
}
