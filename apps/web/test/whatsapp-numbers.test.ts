// The two WhatsApp numbers are set at build time (VITE_WHATSAPP_NUMBER for the co-pilot,
// VITE_CONTACT_WHATSAPP_NUMBER for the team): what a build accepts, and the defaults.
import { describe, expect, it } from 'vitest';
import { CONTACT_WHATSAPP_NUMBER, DEFAULT_WHATSAPP_NUMBER, configuredNumber, contactWhatsappNumber, whatsappLink, whatsappNumber } from '../src/shared/whatsapp';

describe('WhatsApp numbers set at build time', () => {
  it('takes a configured number as digits, with its formatting removed', () => {
    expect(configuredNumber('+244 923 555 111', DEFAULT_WHATSAPP_NUMBER)).toBe('244923555111');
  });
  it('keeps the default when nothing or no phone number is configured', () => {
    expect(configuredNumber(undefined, CONTACT_WHATSAPP_NUMBER)).toBe(CONTACT_WHATSAPP_NUMBER);
    expect(configuredNumber('not a number', CONTACT_WHATSAPP_NUMBER)).toBe(CONTACT_WHATSAPP_NUMBER);
    expect(configuredNumber('12345', CONTACT_WHATSAPP_NUMBER)).toBe(CONTACT_WHATSAPP_NUMBER);
  });
  it('uses the defaults in a build without the variables, and the two numbers differ', () => {
    expect(whatsappNumber()).toBe(DEFAULT_WHATSAPP_NUMBER);
    expect(contactWhatsappNumber()).toBe(CONTACT_WHATSAPP_NUMBER);
    expect(CONTACT_WHATSAPP_NUMBER).not.toBe(DEFAULT_WHATSAPP_NUMBER);
    expect(whatsappLink('Olá', contactWhatsappNumber())).toBe(`https://wa.me/${CONTACT_WHATSAPP_NUMBER}?text=Ol%C3%A1`);
  });
});
