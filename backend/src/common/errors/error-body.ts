import { STATUS_CODES } from 'node:http';

/** API.md section 1: one message, and a field map on validation failures. */
export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
  errors?: Record<string, string>;
  [extra: string]: unknown;
}

export function errorBody(statusCode: number, message: string, errors?: Record<string, string>): ErrorBody {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message, ...(errors ? { errors } : {}) };
}
