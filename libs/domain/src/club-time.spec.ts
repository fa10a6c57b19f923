import { clubNow } from './club-time';

describe('clubNow', () => {
  // 2026-07-01 22:30:05 UTC: already the next day in Amsterdam, still the same day in New York.
  const at = new Date(Date.UTC(2026, 6, 1, 22, 30, 5));

  it("is the club's wall-clock time, written as the API writes event times", () => {
    expect(clubNow('Europe/Amsterdam', at)).toBe('2026-07-02T00:30:05');
    expect(clubNow('America/New_York', at)).toBe('2026-07-01T18:30:05');
    expect(clubNow('UTC', at)).toBe('2026-07-01T22:30:05');
  });

  it('writes midnight as 00, never 24', () => {
    expect(clubNow('UTC', new Date(Date.UTC(2026, 0, 1, 0, 0, 0)))).toBe('2026-01-01T00:00:00');
  });

  it("falls back to the runtime's own clock without a zone, or with one it does not know", () => {
    const own = clubNow(undefined, at);
    expect(own).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    expect(clubNow(null, at)).toBe(own);
    expect(clubNow('Mars/Olympus_Mons', at)).toBe(own);
  });
});
