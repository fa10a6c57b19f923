import { ConsoleLogger, type LogLevel } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';

const LEVELS: LogLevel[] = ['error', 'warn', 'log', 'debug', 'verbose'];

/** Nest's levels from LOG_LEVEL up. */
export function levelsFrom(level: AppConfig['LOG_LEVEL']): LogLevel[] {
  return LEVELS.slice(0, LEVELS.indexOf(level) + 1);
}

interface JsonLogOptions {
  context: string;
  logLevel: LogLevel;
  writeStreamType?: 'stdout' | 'stderr';
  errorStack?: unknown;
}

/**
 * Nest's own JSON lines (`json: true`: one JSON object per line, level, pid, timestamp, context,
 * message), with one addition: a message that is a plain object (a request log) puts its fields
 * at the top level beside those, instead of nesting them under `message`.
 */
export class JsonLogger extends ConsoleLogger {
  protected override getJsonLogObject(message: unknown, options: JsonLogOptions) {
    const base = super.getJsonLogObject(message, options);
    if (message === null || typeof message !== 'object' || Array.isArray(message)) return base;
    if (Object.getPrototypeOf(message) !== Object.prototype) return base;
    const { message: text, ...fields } = message as Record<string, unknown>;
    const line: Record<string, unknown> = { ...base, message: text ?? '' };
    // The logger's own fields (level, pid, timestamp, context) are never overwritten.
    for (const [key, value] of Object.entries(fields)) if (!(key in line)) line[key] = value;
    return line as typeof base;
  }
}

/**
 * The logger of every process mode: JSON lines in production (for a log pipeline), Nest's
 * readable lines otherwise; LOG_LEVEL applies to both.
 */
export function appLogger(config: Pick<AppConfig, 'NODE_ENV' | 'LOG_LEVEL'>): ConsoleLogger {
  const logLevels = levelsFrom(config.LOG_LEVEL);
  return config.NODE_ENV === 'production'
    ? new JsonLogger({ json: true, logLevels })
    : new ConsoleLogger({ logLevels });
}
