/** The narrow card of the account pages (sign-in, sign-up, password recovery). */
import { Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type AuthCardProps = { title: string; subtitle?: string; width?: number; children: ReactNode };

export function AuthCard({ title, subtitle, width = 460, children }: AuthCardProps) {
  return (
    <Container size={width} py={{ base: 40, sm: 80 }}>
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 32 }}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1} fz={28}>
              {title}
            </Title>
            {subtitle && (
              <Text c="dimmed" size="sm">
                {subtitle}
              </Text>
            )}
          </Stack>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}

/** An account form's one full-width submit button (sign in, sign up, password recovery). */
export function AuthSubmit({ submitting, children }: { submitting: boolean; children: ReactNode }) {
  return (
    <Button type="submit" size="md" fullWidth loading={submitting}>
      {children}
    </Button>
  );
}
