/**
 * One stored e-mail: its text with clickable addresses, and its HTML rendered in a sandboxed
 * iframe (srcdoc, no scripts, no same origin), so a message can never act on the panel.
 */
import { Modal, Stack, Tabs, Text } from '@mantine/core';
import { Fragment } from 'react';
import { format, useMessages } from '../../i18n';
import { ACADEMY_TIME_ZONE, formatDateTime } from '../../lib/dates';
import { ExternalAnchor } from '../../ui/external-link';
import { linkify, previewDocument } from './linkify';
import type { MailboxMessage } from './queries';

function LinkedText({ text }: { text: string }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }} data-testid="mail-text">
      {linkify(text).map((part, index) =>
        part.kind === 'link' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts never move
          <ExternalAnchor key={index} href={part.value}>
            {part.value}
          </ExternalAnchor>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts never move
          <Fragment key={index}>{part.value}</Fragment>
        ),
      )}
    </Text>
  );
}

export function MessageView({ message, onClose }: { message: MailboxMessage | null; onClose: () => void }) {
  const text = useMessages().devMailbox;
  return (
    <Modal opened={message !== null} onClose={onClose} title={message?.subject} size="xl">
      {message && (
        <Stack gap="sm" data-testid="mail-view">
          <Text size="sm" c="dimmed">
            {format(text.to, { to: message.to })} · {formatDateTime(message.createdAt, ACADEMY_TIME_ZONE)}
          </Text>
          {message.attachments.length > 0 && (
            <Text size="sm" data-testid="mail-attachments">
              {format(text.attachments, { names: message.attachments.join(', ') })}
            </Text>
          )}
          <Tabs defaultValue="text">
            <Tabs.List>
              <Tabs.Tab value="text">{text.text}</Tabs.Tab>
              <Tabs.Tab value="html">{text.html}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="text" pt="md">
              <LinkedText text={message.text} />
            </Tabs.Panel>
            <Tabs.Panel value="html" pt="md">
              {message.html ? (
                <iframe
                  title={text.htmlFrame}
                  sandbox="allow-popups allow-popups-to-escape-sandbox"
                  srcDoc={previewDocument(message.html)}
                  style={{ width: '100%', height: 420, border: 0, background: 'white', borderRadius: 8 }}
                />
              ) : (
                <Text size="sm" c="dimmed">
                  {text.noHtml}
                </Text>
              )}
            </Tabs.Panel>
          </Tabs>
        </Stack>
      )}
    </Modal>
  );
}
