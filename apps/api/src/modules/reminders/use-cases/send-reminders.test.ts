import { describe, expect, it } from 'vitest';
import type { ClaimedReminder } from '../reminders.repository.js';
import { recheck } from './send-reminders.js';

const claimed = (overrides: Partial<ClaimedReminder> = {}): ClaimedReminder => ({
  id: 'r1',
  enrollmentId: 'e1',
  periodNumber: 1,
  channel: 'EMAIL',
  amount: '1000.00',
  paidAmount: '0.00',
  waived: false,
  dueDate: '2026-12-10',
  enrollmentStatus: 'ACTIVE',
  manual: false,
  currency: 'ARS',
  firstName: 'Ana',
  email: 'ana@example.com',
  phone: '+5491155550000',
  courseTitle: 'Diseño UX',
  ...overrides,
});

describe('recheck (inside the claiming transaction)', () => {
  it('sends what is owed, all of it or what a partial payment left', () => {
    expect(recheck(claimed())).toEqual({ id: 'r1', status: 'SENDING', amount: '1000.00', error: null });
    expect(recheck(claimed({ paidAmount: '400.00' }))).toMatchObject({ status: 'SENDING', amount: '600.00' });
  });

  it('cancels a reminder whose period was paid, waived or removed, or whose enrollment is INACTIVE or manual', () => {
    expect(recheck(claimed({ paidAmount: '1000.00' }))).toMatchObject({
      status: 'CANCELLED',
      error: 'Pagado antes del envío',
    });
    expect(recheck(claimed({ waived: true })).status).toBe('CANCELLED');
    expect(recheck(claimed({ amount: null, paidAmount: null, waived: null })).status).toBe('CANCELLED');
    expect(recheck(claimed({ enrollmentStatus: 'INACTIVE' })).status).toBe('CANCELLED');
    expect(recheck(claimed({ manual: true })).status).toBe('CANCELLED');
  });

  it('fails a WhatsApp reminder to a student without a phone, never the e-mail', () => {
    expect(recheck(claimed({ channel: 'WHATSAPP', phone: null }))).toMatchObject({
      status: 'FAILED',
      error: 'Sin teléfono',
    });
    expect(recheck(claimed({ phone: null })).status).toBe('SENDING');
  });
});
