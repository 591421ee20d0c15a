/**
 * Mantine and TanStack Query for the screens that use them (forms, the student area, the
 * admin panel, checkout, widgets opened on demand). The root does not mount them, so the
 * public pages run neither library (issue 18). The theme's CSS variables come from the
 * root's `theme.css` on every page, so the provider does not write them again.
 */
import { Container, MantineProvider, type MantineSize } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { sharedQueryClient } from '../lib/query-client';
import { colorSchemeManager, cssVariablesResolver, theme } from '../theme';

export function MantineProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="light"
      withCssVariables={false}
    >
      {children}
    </MantineProvider>
  );
}

/** Mantine and the query cache: one cache per browser tab, shared by every screen that mounts this. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(sharedQueryClient);
  return (
    <MantineProviders>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProviders>
  );
}

/**
 * An area outside the admin panel with its own layout route (Mi cuenta, Ventas): the
 * providers, then the page in a padded container of `size`. The public layout mounts neither.
 */
export function AreaLayout({ size, children }: { size: MantineSize; children: ReactNode }) {
  return (
    <AppProviders>
      <Container size={size} py={{ base: 32, sm: 48 }}>
        {children}
      </Container>
    </AppProviders>
  );
}
