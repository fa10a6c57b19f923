import { chooseLocale, negotiateLocale } from './locales';
import { API_ERRORS, AUTH_MESSAGES, VALIDATION } from './messages';
import { API_ERRORS_NL, AUTH_MESSAGES_NL, VALIDATION_NL } from './messages.nl';
import { translateMessage } from './translate';

describe('shared messages in Dutch', () => {
  it('has every English key in Dutch and no other, each one a different text', () => {
    for (const [en, nl] of [
      [VALIDATION, VALIDATION_NL],
      [API_ERRORS, API_ERRORS_NL],
      [AUTH_MESSAGES, AUTH_MESSAGES_NL],
    ] as [Record<string, string>, Record<string, string>][]) {
      expect(Object.keys(nl).sort()).toEqual(Object.keys(en).sort());
      for (const key of Object.keys(en))
        expect([key, nl[key] !== en[key] && nl[key].length > 0]).toEqual([key, true]);
    }
  });

  it('translates by the English text, including composed messages', () => {
    expect(translateMessage(API_ERRORS.eventNotFound, 'nl')).toBe('Activiteit niet gevonden');
    expect(translateMessage(VALIDATION.emailInvalid, 'nl')).toBe('Ongeldig e-mailadres');
    expect(translateMessage(`${API_ERRORS.capacityBelowConfirmed} (12)`, 'nl')).toBe(
      `${API_ERRORS_NL.capacityBelowConfirmed} (12)`,
    );
    expect(translateMessage(`name ${API_ERRORS.nulCharacter}`, 'nl')).toBe(
      `name ${API_ERRORS_NL.nulCharacter}`,
    );
    expect(translateMessage('Something nobody wrote down', 'nl')).toBe('Something nobody wrote down');
    expect(translateMessage(API_ERRORS.eventNotFound, 'en')).toBe(API_ERRORS.eventNotFound);
  });

  it('chooses the language as API.md section 9 orders it: choice, device, browser, club, English', () => {
    expect(chooseLocale({ chosen: 'en', device: 'nl', browser: 'nl', club: 'nl' })).toBe('en');
    expect(chooseLocale({ chosen: null, device: 'nl', browser: 'en', club: 'en' })).toBe('nl');
    expect(chooseLocale({ device: null, browser: 'nl', club: 'en' })).toBe('nl');
    expect(chooseLocale({ browser: null, club: 'nl' })).toBe('nl');
    expect(chooseLocale({})).toBe('en');
  });

  it('picks the best locale we speak from Accept-Language', () => {
    expect(negotiateLocale('nl-NL,nl;q=0.9,en-US;q=0.8,en;q=0.7')).toBe('nl');
    expect(negotiateLocale('en-GB,en;q=0.9,nl;q=0.8')).toBe('en');
    expect(negotiateLocale('de-DE,de;q=0.9,nl;q=0.5')).toBe('nl');
    expect(negotiateLocale('en;q=0.1, nl-BE;q=0.6')).toBe('nl');
    expect(negotiateLocale('de, fr')).toBeNull();
    expect(negotiateLocale('nl;q=0, en')).toBe('en');
    expect(negotiateLocale(['nl-NL', 'en'])).toBe('nl');
    expect(negotiateLocale('')).toBeNull();
    expect(negotiateLocale(undefined)).toBeNull();
  });
});
