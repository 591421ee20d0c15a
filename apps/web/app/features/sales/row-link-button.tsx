/**
 * A listed sale's link: links are never stored, so sending one again means issuing a new
 * one for the enrollment's open payment (the previous link stops working, which the dialog
 * says before); then the same copy, WhatsApp and regenerate actions as a new sale.
 */
import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { format, useMessages } from '../../i18n';
import { problemMessage } from '../../lib/api-problem';
import { DialogButton } from '../../ui/dialog-button';
import { LoadingState } from '../../ui/query-state';
import { notify } from '../../ui/toast';
import { useOpenPayment, useReissueLink } from './api';
import { type IssuedSaleLink, PaymentLinkPanel } from './payment-link-panel';
import type { SoldEnrollment } from './queries';

export function RowLinkButton({ enrollment }: { enrollment: SoldEnrollment }) {
  const text = useMessages().sales.link;
  return (
    <DialogButton
      label={text.open}
      size="xs"
      variant="light"
      testId="sale-row-link"
      title={format(text.openTitle, { student: enrollment.studentName })}
      centered
      closeLabel={text.close}
    >
      {(close) => <RowLink enrollment={enrollment} onClose={close} />}
    </DialogButton>
  );
}

function RowLink({ enrollment, onClose }: { enrollment: SoldEnrollment; onClose: () => void }) {
  const messages = useMessages();
  const text = messages.sales.link;
  const { open, isLoading } = useOpenPayment(enrollment.id, true);
  const reissue = useReissueLink();
  const [link, setLink] = useState<IssuedSaleLink | null>(null);

  if (isLoading) return <LoadingState testId="sale-row-link-loading" />;
  if (!open) return <Text data-testid="sale-row-no-payment">{text.noOpenPayment}</Text>;
  if (link) {
    return (
      <PaymentLinkPanel
        link={link}
        studentName={enrollment.studentName}
        greetingName={enrollment.studentName.split(' ')[0] ?? enrollment.studentName}
        courseTitle={enrollment.courseTitle}
      />
    );
  }

  async function generate() {
    if (!open) return;
    try {
      const fresh = await reissue.mutateAsync(open.id);
      setLink({ paymentId: open.id, url: fresh.url, expiresAt: fresh.expiresAt });
    } catch (error) {
      notify.error(problemMessage(error, messages.forms));
    }
  }

  return (
    <Stack gap="md">
      <Text size="sm">{text.generateText}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {text.close}
        </Button>
        <Button loading={reissue.isPending} onClick={() => void generate()} data-testid="sale-row-generate">
          {text.generate}
        </Button>
      </Group>
    </Stack>
  );
}
