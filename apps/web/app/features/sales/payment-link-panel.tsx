/**
 * A sale's payment link and what a seller does with it: copy it, open WhatsApp's chat with
 * it (the phone's chat when known), or regenerate it (the previous one stops working, so it
 * is asked again first). Links are never stored by the API: the panel shows the one just issued.
 */
import { Button, Group, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { format, useMessages } from '../../i18n';
import { problemMessage } from '../../lib/api-problem';
import { formatDateTime } from '../../lib/dates';
import { ConfirmButton } from '../../ui/confirm-button';
import { ExternalButton } from '../../ui/external-link';
import { Icon } from '../../ui/icons';
import { Section } from '../../ui/section';
import { notify } from '../../ui/toast';
import { useReissueLink } from './api';
import { whatsappUrl } from './whatsapp';

export type IssuedSaleLink = {
  paymentId: string;
  url: string;
  /** When the link stops working; unknown for a sale's first link. */
  expiresAt?: string;
};

type Props = {
  link: IssuedSaleLink;
  /** The student's name as the seller knows it, and his first name for the greeting. */
  studentName: string;
  greetingName: string;
  courseTitle: string;
  phone?: string | null;
};

export function PaymentLinkPanel({ link: issued, studentName, greetingName, courseTitle, phone }: Props) {
  const messages = useMessages();
  const text = messages.sales.link;
  const [link, setLink] = useState(issued);
  const reissue = useReissueLink();
  const message = format(text.whatsappMessage, { name: greetingName, course: courseTitle, link: link.url });

  async function copy() {
    try {
      await navigator.clipboard.writeText(link.url);
      notify.success(text.copied);
    } catch {
      notify.error(text.copyFailed);
    }
  }

  async function regenerate() {
    try {
      const fresh = await reissue.mutateAsync(link.paymentId);
      setLink({ paymentId: link.paymentId, url: fresh.url, expiresAt: fresh.expiresAt });
      notify.success(text.regenerated);
    } catch (error) {
      notify.error(problemMessage(error, messages.forms));
    }
  }

  return (
    <Section title={text.title} testId="sale-link">
      <TextInput
        label={format(text.label, { student: studentName })}
        value={link.url}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
        data-testid="sale-link-url"
      />
      {link.expiresAt && (
        <Text size="sm" c="dimmed">
          {format(text.expires, { date: formatDateTime(link.expiresAt) })}
        </Text>
      )}
      <Group gap="xs">
        <Button
          leftSection={<Icon name="clipboard" size={16} />}
          onClick={() => void copy()}
          data-testid="sale-link-copy"
        >
          {text.copy}
        </Button>
        <ExternalButton
          href={whatsappUrl(message, phone)}
          variant="light"
          color="teal"
          leftSection={<Icon name="message" size={16} />}
          testId="sale-link-whatsapp"
        >
          {text.whatsapp}
        </ExternalButton>
        <ConfirmButton
          variant="default"
          color="dark"
          title={text.regenerateTitle}
          message={text.regenerateText}
          confirmLabel={text.regenerateConfirm}
          onConfirm={regenerate}
          loading={reissue.isPending}
          testId="sale-link-regenerate"
        >
          {text.regenerate}
        </ConfirmButton>
      </Group>
    </Section>
  );
}
