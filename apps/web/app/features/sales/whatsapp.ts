/**
 * WhatsApp's chat redirect (`wa.me`) with a message: to the phone's chat when the seller knows
 * it (its digits, without "+"), else WhatsApp asks whom to send it to.
 */
export function whatsappUrl(message: string, phone?: string | null): string {
  const digits = (phone ?? '').replace(/\D/g, '');
  return `https://wa.me/${digits}?text=${encodeURIComponent(message)}`;
}
