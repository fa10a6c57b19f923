import { isDependencyDown } from './dependency-errors';

describe('isDependencyDown', () => {
  it('recognises unreachable PostgreSQL and Redis', () => {
    expect(
      isDependencyDown(
        Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      ),
    ).toBe(true);
    expect(
      isDependencyDown(new Error("Stream isn't writeable and enableOfflineQueue options is false")),
    ).toBe(true);
    expect(isDependencyDown({ driverError: new Error('Connection terminated unexpectedly') })).toBe(true);
  });

  it('does not blame dependencies for ordinary errors', () => {
    expect(isDependencyDown(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isDependencyDown(undefined)).toBe(false);
  });
});
