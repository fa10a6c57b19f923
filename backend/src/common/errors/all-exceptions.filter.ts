import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import { API_ERRORS } from '@courtside/domain';
import type { Response } from 'express';
import { QueryFailedError } from 'typeorm';
import { errorBody, type ErrorBody } from './error-body';
import { isDependencyDown } from './dependency-errors';

/**
 * Shapes every error as API.md section 1 says. Bad input never becomes a 500; a dependency
 * that is down becomes a 503; anything unexpected is logged and answered without details.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    if (res.headersSent) return;
    const body = this.toBody(exception);
    if (exception instanceof HttpException) {
      const retryAfter = (exception.getResponse() as { retryAfter?: number }).retryAfter;
      if (retryAfter) res.setHeader('Retry-After', String(retryAfter));
    }
    res.status(body.statusCode).json(body);
  }

  private toBody(exception: unknown): ErrorBody {
    if (exception instanceof HttpException) return fromHttpException(exception);

    const bodyParserType = (exception as { type?: string })?.type;
    if (bodyParserType === 'entity.parse.failed') return errorBody(400, API_ERRORS.malformedJson);
    if (bodyParserType === 'entity.too.large') return errorBody(413, API_ERRORS.payloadTooLarge);
    if (bodyParserType && (exception as { status?: number }).status === 415) {
      return errorBody(415, 'Unsupported request body encoding');
    }
    if (bodyParserType) return errorBody(400, 'Request body could not be read');

    if (exception instanceof QueryFailedError) {
      const code = (exception.driverError as { code?: string })?.code;
      // Malformed values that slipped past validation (bad uuid, out-of-range number): the caller's fault.
      if (code === '22P02' || code === '22003' || code === '22007' || code === '22008')
        return errorBody(400, 'Invalid value');
      if (code === '23505') return errorBody(409, 'This conflicts with an existing record');
      if (code === '57014') return this.unavailable(exception);
    }
    if (isDependencyDown(exception)) return this.unavailable(exception);

    this.logger.error(
      exception instanceof Error ? (exception.stack ?? exception.message) : String(exception),
    );
    return errorBody(500, API_ERRORS.internal);
  }

  private unavailable(exception: unknown): ErrorBody {
    this.logger.warn(
      `Dependency unavailable: ${exception instanceof Error ? exception.message : String(exception)}`,
    );
    return errorBody(503, API_ERRORS.serviceUnavailable);
  }
}

function fromHttpException(exception: HttpException): ErrorBody {
  const status = exception.getStatus();
  const response = exception.getResponse();
  if (typeof response === 'string') return errorBody(status, response);
  const r = response as Record<string, unknown>;
  const { retryAfter: _retryAfter, ...rest } = r;
  let message = r.message;
  if (Array.isArray(message)) message = message[0];
  if (typeof message !== 'string' || !message)
    message = typeof r.error === 'string' ? r.error : API_ERRORS.internal;
  // Auth replies carry their own shape ({ success: false, error } ...): keep it, add the common fields.
  const base = errorBody(status, message as string, r.errors as Record<string, string> | undefined);
  return 'success' in r || 'authenticated' in r ? { ...base, ...rest, statusCode: status } : base;
}
