/** "Descargar comprobante": the PDF receipt of an approved payment (Mis pagos and the admin payment page). */
import { Button } from '@mantine/core';
import { useMessages } from '../../i18n';
import { problemMessage } from '../../lib/api-problem';
import { notify } from '../../ui/toast';
import { useDownloadReceipt } from './api';
import type { Payment } from './queries';

/** Only an APPROVED payment (partly refunded included) has a receipt; others show nothing. */
export function ReceiptButton({ payment }: { payment: Pick<Payment, 'id' | 'status' | 'receiptNumber'> }) {
  const messages = useMessages();
  const download = useDownloadReceipt();
  if (payment.status !== 'APPROVED') return null;
  return (
    <Button
      size="xs"
      variant="light"
      loading={download.isPending}
      data-testid="payment-receipt"
      onClick={() =>
        download.mutate(payment, {
          onError: (error) =>
            notify.error(problemMessage(error, messages.academic.errors) || messages.payments.receipt.failed),
        })
      }
    >
      {messages.payments.receipt.download}
    </Button>
  );
}
