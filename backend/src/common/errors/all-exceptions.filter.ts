import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import { API_ERRORS, negotiateLocale, translateMessage, type Locale } from '@courtside/domain';
import type { Request, Response } from 'express';
import { STATUS_CODES } from 'node:http';
import { QueryFailedError } from 'typeorm';
import { errorBody, type ErrorBody } from './error-body';
import { isDependencyDown } from './dependency-errors';

/**
 * API error messages follow the request's Accept-Language (the client sends its active language):
 * `message`, each `errors` text and an auth reply's `error` text. Code throws the English texts of
 * libs/domain; only this edge translates.
 */
function inLocale(body: ErrorBody, locale: Locale | null): ErrorBody {
  if (!locale || locale === 'en') return body;
  const translated: ErrorBody & { error?: unknown } = {
    ...body,
    message: translateMessage(body.message, locale),
  };
  if (body.errors) {
    translated.errors = Object.fromEntries(
      Object.entries(body.errors).map(([field, text]) => [field, translateMessage(text, locale)]),
    );
  }
  if (typeof translated.error === 'string') translated.error = translateMessage(translated.error, locale);
  return translated;
}

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
    const req = host.switchToHttp().getRequest<Request>();
    const body = inLocale(this.toBody(exception), negotiateLocale(req.get?.('accept-language')));
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
      return errorBody(415, API_ERRORS.unsupportedBodyEncoding);
    }
    if (bodyParserType) return errorBody(400, 'Request body could not be read');
    // A body that is not what its Content-Encoding says (plain JSON sent as gzip, deflate, br):
    // body-parser passes the decompressor's own error on, marked 400 but with no `type`.
    if (isDecompressionError(exception)) return errorBody(400, API_ERRORS.bodyEncodingMismatch);
    // Any other client error raised the http-errors way (Express, its parsers): its own status.
    const clientStatus = exposedClientStatus(exception);
    if (clientStatus) return errorBody(clientStatus, STATUS_CODES[clientStatus] ?? 'Bad Request');

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

interface ClientErrorLike {
  status?: unknown;
  statusCode?: unknown;
  expose?: unknown;
  code?: unknown;
}

/** zlib (Z_DATA_ERROR, Z_BUF_ERROR ...), brotli (ERR__ERROR_FORMAT_...) and zstd decoder errors. */
function isDecompressionError(exception: unknown): boolean {
  if (!(exception instanceof Error)) return false;
  const code = (exception as ClientErrorLike).code;
  return (
    exposedClientStatus(exception) === 400 &&
    typeof code === 'string' &&
    (/^Z_/.test(code) || /^ERR_?_ERROR_/.test(code) || /^ZSTD_/i.test(code) || /^ERR_ZLIB/.test(code))
  );
}

/** The 4xx status of an http-errors style error (`expose: true`), else null. */
function exposedClientStatus(exception: unknown): number | null {
  if (exception === null || typeof exception !== 'object') return null;
  const e = exception as ClientErrorLike;
  const status = typeof e.status === 'number' ? e.status : e.statusCode;
  return e.expose === true && typeof status === 'number' && status >= 400 && status < 500 ? status : null;
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
  if ('success' in r || 'authenticated' in r) return { ...base, ...rest, statusCode: status };
  // A refused import answers what it found beside the error (API.md section 12): `data` stays.
  return 'data' in r ? ({ ...base, data: r.data } as ErrorBody) : base;
}
