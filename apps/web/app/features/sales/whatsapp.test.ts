import { describe, expect, it } from 'vitest';
import { whatsappUrl } from './whatsapp';

describe('whatsappUrl', () => {
  it('opens the chat of a known phone, by its digits, with the message encoded', () => {
    expect(whatsappUrl('Hola Ana: https://x.test/checkout/a?b=1&c', '+54 9 11 2233-4455')).toBe(
      'https://wa.me/5491122334455?text=Hola%20Ana%3A%20https%3A%2F%2Fx.test%2Fcheckout%2Fa%3Fb%3D1%26c',
    );
  });

  it('lets WhatsApp ask whom to send it to when the phone is unknown', () => {
    expect(whatsappUrl('Hola', null)).toBe('https://wa.me/?text=Hola');
    expect(whatsappUrl('Hola', '')).toBe('https://wa.me/?text=Hola');
  });
});
