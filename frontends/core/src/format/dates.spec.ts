import { applyLocale } from '../i18n/locale';
import {
  formatCardDate,
  formatCardDateRange,
  formatDateAtTime,
  formatLongDateTime,
  mergeDateAndTime,
  splitLocalDateTime,
} from './dates';

describe('event time formatting', () => {
  it('shows the wall clock as written, whatever the browser zone', () => {
    expect(formatCardDate('2031-06-04T18:30:00')).toBe('Wed, 4 Jun 2031, 18:30');
    expect(formatDateAtTime('2031-06-04T18:30:00')).toBe('4 Jun 2031 at 18:30');
    expect(formatLongDateTime('2031-06-04T18:30:00')).toBe('Wednesday, 4 June 2031 at 18:30');
  });

  // Across days Intl sets the dash between thin spaces (U+2009).
  it("writes a card's times as one range: the date once on a single day, both dates across days", () => {
    expect(formatCardDateRange('2026-11-25T18:30:00', '2026-11-25T20:30:00')).toBe(
      'Wed, 25 Nov 2026, 18:30–20:30',
    );
    expect(formatCardDateRange('2026-11-25T18:30:00', '2026-11-27T12:00:00')).toBe(
      'Wed, 25 Nov 2026, 18:30\u2009–\u2009Fri, 27 Nov 2026, 12:00',
    );
    expect(formatCardDateRange('2026-11-25T18:30:00', null)).toBe('Wed, 25 Nov 2026, 18:30');
    expect(formatCardDateRange('2026-11-25T18:30:00', '2026-11-25T17:00:00')).toBe('Wed, 25 Nov 2026, 18:30');
    expect(formatCardDateRange(null, '2026-11-25T20:30:00')).toBe('Not set');
  });

  it("says 'Not set' for a missing or malformed time", () => {
    expect(formatCardDate(null)).toBe('Not set');
    expect(formatCardDate('soon')).toBe('Not set');
    expect(formatLongDateTime(undefined)).toBe('Not set');
  });

  it('formats a UTC instant in a given zone', () => {
    expect(formatLongDateTime('2031-06-04T17:30:00.000Z', 'Europe/London')).toBe(
      'Wednesday, 4 June 2031 at 18:30',
    );
  });

  it("splits for the form and merges back with ':00' seconds", () => {
    expect(splitLocalDateTime('2031-06-04T18:30:00')).toEqual({ date: '2031-06-04', time: '18:30' });
    expect(splitLocalDateTime(undefined)).toEqual({ date: '', time: '' });
    expect(mergeDateAndTime('2031-06-04', '18:30')).toBe('2031-06-04T18:30:00');
  });
});

describe('event time formatting in Dutch', () => {
  beforeAll(() => applyLocale('nl'));
  afterAll(() => applyLocale('en'));

  it('uses Dutch words and the 24-hour clock', () => {
    expect(formatCardDate('2031-06-04T18:30:00')).toBe('wo 4 jun 2031, 18:30');
    expect(formatDateAtTime('2031-06-04T08:05:00')).toBe('4 jun 2031 om 08:05');
    expect(formatLongDateTime('2031-06-04T18:30:00')).toBe('woensdag 4 juni 2031 om 18:30');
    expect(formatCardDateRange('2026-11-25T18:30:00', '2026-11-25T20:30:00')).toBe(
      'wo 25 nov 2026, 18:30–20:30',
    );
    expect(formatCardDateRange('2026-11-25T18:30:00', '2026-11-27T12:00:00')).toBe(
      'wo 25 nov 2026, 18:30\u2009–\u2009vr 27 nov 2026, 12:00',
    );
    expect(formatCardDate(null)).toBe('Niet ingesteld');
  });
});
