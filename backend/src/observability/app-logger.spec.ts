import { appLogger, JsonLogger, levelsFrom } from './app-logger';
import { stripVTControlCharacters } from 'node:util';

/** Runs `log` with the logger writing to a captured stdout; returns the lines written. */
function capture(log: () => void): string[] {
  const lines: string[] = [];
  const spy = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    lines.push(String(chunk));
    return true;
  });
  try {
    log();
  } finally {
    spy.mockRestore();
  }
  return lines.join('').split('\n').filter(Boolean);
}

describe('the app logger', () => {
  it('writes JSON lines in production, with a request log object spread at the top level', () => {
    const logger = appLogger({ NODE_ENV: 'production', LOG_LEVEL: 'log' });
    expect(logger).toBeInstanceOf(JsonLogger);
    const [plain, request] = capture(() => {
      logger.log('Nest application successfully started', 'NestApplication');
      logger.log({ message: 'GET /api/events 200', method: 'GET', status: 200, level: 'forged' }, 'HTTP');
    }).map((line) => JSON.parse(line));
    expect(plain).toMatchObject({
      level: 'log',
      context: 'NestApplication',
      message: 'Nest application successfully started',
    });
    expect(request).toMatchObject({
      level: 'log',
      context: 'HTTP',
      message: 'GET /api/events 200',
      method: 'GET',
      status: 200,
    });
    expect(typeof request.timestamp).toBe('number');
  });

  it('writes readable lines outside production', () => {
    const lines = capture(() =>
      appLogger({ NODE_ENV: 'development', LOG_LEVEL: 'log' }).log('hello', 'Test'),
    );
    expect(lines).toHaveLength(1);
    expect(stripVTControlCharacters(lines[0])).toMatch(/LOG \[Test\] hello/);
    expect(() => JSON.parse(lines[0])).toThrow();
  });

  it('honours LOG_LEVEL in both modes', () => {
    for (const NODE_ENV of ['production', 'development'] as const) {
      const logger = appLogger({ NODE_ENV, LOG_LEVEL: 'warn' });
      expect(capture(() => logger.log('not shown'))).toEqual([]);
      expect(capture(() => logger.warn('shown'))).toHaveLength(1);
    }
    expect(levelsFrom('debug')).toEqual(['error', 'warn', 'log', 'debug']);
  });
});
