import type { OwnSignup } from '@courtside/core';
import { nextId } from '@courtside/test-support/session-fixtures';
export { club, makeEvent, sessionOf, userOf } from '@courtside/test-support/session-fixtures';

export function makeSignup(overrides: Partial<OwnSignup> = {}): OwnSignup {
  return {
    id: nextId('s'),
    event_id: nextId('e'),
    event_name: 'Wednesday Evening Mix-in',
    event_type: 'mixin',
    event_description: 'Social doubles for all levels',
    start_time: '2031-06-04T18:30:00',
    end_time: '2031-06-04T20:30:00',
    location: 'Courts 1-4',
    status: 'confirmed',
    signup_time: '2031-05-01T09:00:00Z',
    series_id: null,
    event_status: 'scheduled',
    ...overrides,
  };
}
