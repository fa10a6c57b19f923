import { cancellationIsLate, signupBlocked, signupWindowLabel } from './signup-window';

const event = (opens: string | null, closes: string | null) => ({
  signup_opens_at: opens,
  signup_closes_at: closes,
  end_time: '2026-12-01T21:30:00',
});

describe('signupWindowLabel', () => {
  it('names the opening until its last hour, then counts down', () => {
    const e = event('2026-11-29T20:00:00', null);
    expect(signupWindowLabel(e, '2026-11-28T10:00:00')).toEqual({ kind: 'opens', at: '2026-11-29T20:00:00' });
    expect(signupWindowLabel(e, '2026-11-29T18:59:59')).toEqual({ kind: 'opens', at: '2026-11-29T20:00:00' });
    expect(signupWindowLabel(e, '2026-11-29T19:00:00')).toEqual({ kind: 'opensIn', minutes: 60 });
    expect(signupWindowLabel(e, '2026-11-29T19:47:10')).toEqual({ kind: 'opensIn', minutes: 13 });
    expect(signupWindowLabel(e, '2026-11-29T19:59:59')).toEqual({ kind: 'opensIn', minutes: 1 });
  });

  it('is open from the opening on (inclusive) and closed from the closing (exclusive)', () => {
    const e = event('2026-11-29T20:00:00', '2026-12-01T18:00:00');
    expect(signupWindowLabel(e, '2026-11-29T20:00:00')).toBeNull();
    expect(signupWindowLabel(e, '2026-12-01T17:30:00')).toEqual({ kind: 'closesIn', minutes: 30 });
    expect(signupWindowLabel(e, '2026-12-01T18:00:00')).toEqual({ kind: 'closed' });
  });

  it('says closed once the event has ended, and nothing without a window', () => {
    expect(signupWindowLabel(event(null, null), '2026-12-01T21:30:00')).toEqual({ kind: 'closed' });
    expect(signupWindowLabel(event(null, null), '2026-11-01T10:00:00')).toBeNull();
  });

  it('blocks the Sign Up button before the opening and once closed', () => {
    expect(signupBlocked({ kind: 'opens', at: '2026-11-29T20:00:00' })).toBe(true);
    expect(signupBlocked({ kind: 'opensIn', minutes: 5 })).toBe(true);
    expect(signupBlocked({ kind: 'closed' })).toBe(true);
    expect(signupBlocked({ kind: 'closesIn', minutes: 5 })).toBe(false);
    expect(signupBlocked(null)).toBe(false);
  });
});

describe('cancellationIsLate', () => {
  const at = (status: 'confirmed' | 'waitlisted' | null, cutoff: string | null) => ({
    cancel_cutoff_at: cutoff,
    my_signup: status ? { id: 's1', status, offer_expires_at: null, waitlist_position: null } : null,
  });
  it('is late for a confirmed place at or after the cut-off only', () => {
    expect(cancellationIsLate(at('confirmed', '2026-11-30T19:30:00'), '2026-11-30T19:29:59')).toBe(false);
    expect(cancellationIsLate(at('confirmed', '2026-11-30T19:30:00'), '2026-11-30T19:30:00')).toBe(true);
    expect(cancellationIsLate(at('waitlisted', '2026-11-30T19:30:00'), '2026-12-01T10:00:00')).toBe(false);
    expect(cancellationIsLate(at('confirmed', null), '2026-12-01T10:00:00')).toBe(false);
  });
});
