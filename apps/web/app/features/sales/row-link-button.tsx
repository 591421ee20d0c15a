/**
 * A listed sale's link: links are never stored, so sending one again means issuing a new
 * one for the enrollment's open payment (the previous link stops working, which the dialog
 * says before); then the same copy, WhatsApp and regenerate actions as a new sale.
 */
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { format, useMessages } from '../../i18n';
import { problemMessage } from '../../lib/api-problem';
import { LoadingState } from '../../ui/query-state';
import { notify } from '../../ui/toast';
import { useOpenPayment, useReissueLink } from './api';
import { type IssuedSaleLink, PaymentLinkPanel } from './payment-link-panel';
import type { SoldEnrollment } from './queries';

export function RowLinkButton({ enrollment }: { enrollment: SoldEnrollment }) {
  const text = useMessages().sales.link;
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button size="xs" variant="light" onClick={open} data-testid="sale-row-link">
        {text.open}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={format(text.openTitle, { student: enrollment.studentName })}
        size="lg"
        centered
        closeButtonProps={{ 'aria-label': text.close }}
      >
        {opened && <RowLink enrollment={enrollment} onClose={close} />}
      </Modal>
    </>
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
