/** A list filter on the payment means (Mercado Pago, PayPal…), each shown by its name. */
import { PAYMENT_VENDORS } from '@catedra/contract/browser';
import { useMessages } from '../../i18n';
import { EnumFilter, type EnumFilterProps } from '../../ui/list-page';

type Vendor = (typeof PAYMENT_VENDORS)[number];

export function VendorFilter(props: Omit<EnumFilterProps<Vendor>, 'values' | 'labels'>) {
  const labels = useMessages().payments.vendor;
  return <EnumFilter values={PAYMENT_VENDORS} labels={labels} {...props} />;
}
