/**
 * A period's name as the plans say it: a hybrid plan's first period is its down payment
 * ("Anticipo"), an upfront plan's only period its price ("Pago único"), any other "Cuota N".
 * The API names a payment's lines the same way (payments.service's periodLabelOf).
 */
import { format, type Messages } from '../../i18n';
import type { Enrollment } from './queries';

export function periodLabel(
  messages: Messages['enrollments']['page'],
  planType: Enrollment['planType'],
  number: number,
): string {
  if (number === 1 && planType === 'hybrid') return messages.downPayment;
  if (number === 1 && planType === 'upfront') return messages.singlePayment;
  return format(messages.period, { number });
}
