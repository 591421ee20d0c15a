/**
 * Receipt numbers (issue 17): a gap-free sequence the API assigns at approval (1, 2, 3…),
 * printed with eight digits, the same on the PDF, its file name and every screen.
 */
export const RECEIPT_NUMBER_DIGITS = 8;

/** `42` → `"00000042"`. */
export function formatReceiptNumber(receiptNumber: number): string {
  return String(receiptNumber).padStart(RECEIPT_NUMBER_DIGITS, '0');
}
