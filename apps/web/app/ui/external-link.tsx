/**
 * What opens outside the app: in a new tab, without handing it this page (`noopener
 * noreferrer`). <ExternalButton> for an action (WhatsApp, joining a meeting), <ExternalAnchor>
 * for a link in the text (a recording, a resource, a résumé's link).
 */
import { Anchor, type AnchorProps, Button, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';

type ExternalProps = { href: string; testId?: string; children: ReactNode };

export function ExternalButton({ href, testId, children, ...props }: ExternalProps & ButtonProps) {
  return (
    <Button
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      data-testid={testId}
      {...props}
    >
      {children}
    </Button>
  );
}

export function ExternalAnchor({ href, testId, children, ...props }: ExternalProps & AnchorProps) {
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" data-testid={testId} {...props}>
      {children}
    </Anchor>
  );
}
