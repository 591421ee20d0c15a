import { describe, expect, it } from 'vitest';
import { paymentMeansOf, renderReceiptPdf } from './receipt-pdf.js';

describe('the receipt’s "Medio de pago"', () => {
  it('prints how money recorded by hand arrived, and the vendor otherwise', () => {
    expect(paymentMeansOf({ vendorId: 'manual', method: 'TRANSFER' })).toBe(
      'Transferencia (registrado por administración)',
    );
    expect(paymentMeansOf({ vendorId: null, method: 'CASH' })).toBe(
      'Efectivo (registrado por administración)',
    );
    expect(paymentMeansOf({ vendorId: 'mercadopago', method: null })).toBe('Mercado Pago');
    expect(paymentMeansOf({ vendorId: null, method: null })).toBe('—');
  });

  it('renders a receipt with a method as a PDF', async () => {
    const pdf = await renderReceiptPdf({
      number: '00000001',
      paidAt: new Date('2026-03-10T15:00:00Z'),
      timeZone: 'America/Argentina/Buenos_Aires',
      payerName: 'Ana Pérez',
      courseTitle: 'Curso',
      lines: [{ description: 'Cuota 1', amount: '1000.00', currency: 'ARS' }],
      total: '1000.00',
      currency: 'ARS',
      refundedAmount: null,
      vendorId: 'manual',
      vendorReference: null,
      method: 'CASH',
    });
    expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
  });
});
