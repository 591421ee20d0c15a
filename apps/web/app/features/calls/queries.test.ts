import { describe, expect, it } from 'vitest';
import { CALL_READS, callAccessOf } from './queries';

describe('who has calls on a lead’s page', () => {
  it('SELLER and the sellers’ admins schedule; MANAGER only reads; SELLER_EXTERNAL and MARKETING have none', () => {
    expect(callAccessOf(['SELLER'])).toEqual({ reads: true, schedules: true, managesAll: false });
    expect(callAccessOf(['SELLER_ADMIN'])).toEqual({ reads: true, schedules: true, managesAll: true });
    expect(callAccessOf(['MANAGER'])).toEqual({ reads: true, schedules: false, managesAll: false });
    expect(callAccessOf(['SELLER_EXTERNAL'])).toEqual({ reads: false, schedules: false, managesAll: false });
    expect(callAccessOf(['MARKETING', 'STUDENT'])).toEqual({
      reads: false,
      schedules: false,
      managesAll: false,
    });
  });

  it('a scheduled call refreshes the lead and its timeline (its status moves)', () => {
    expect(CALL_READS).toEqual(expect.arrayContaining(['findLeadById', 'findLeadTimeline']));
  });
});
