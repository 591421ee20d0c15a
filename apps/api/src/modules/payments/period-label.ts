import type { EnrollmentRow } from '../../db/schema/index.js';

/**
 * A period as a payment's line names it, as the plans say it: a hybrid plan's first period is
 * its down payment ("Anticipo"), an upfront plan's only one its price ("Pago único").
 */
export function periodLabelOf(planType: EnrollmentRow['planType'], number: number): string {
  if (number === 1 && planType === 'hybrid') return 'Anticipo';
  if (number === 1 && planType === 'upfront') return 'Pago único';
  return `Cuota ${number}`;
}
