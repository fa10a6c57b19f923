import { MAX_JSON_DEPTH, VALIDATION } from '@courtside/domain';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { FieldValidationException } from '../errors/validation.exception';

/**
 * Keys no body may carry. JSON.parse keeps `"__proto__"` as an own key, but class-transformer
 * drops `__proto__` and `constructor` without a word, and the unknown-property check let
 * `prototype` through: such a body was taken as if the key were not there, where any other
 * unknown key is a 400. Refused, naming the key, before anything reads the body; no code that
 * merges a body into an object can then meet one.
 */
export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * The path (`__proto__`, `settings.constructor`, `rounds.0.prototype`) of the first forbidden key
 * in `value`, at any depth, or null. Walks without recursion, no deeper than MAX_JSON_DEPTH
 * (jsonDepthLimit has already refused a deeper body).
 */
export function forbiddenKeyIn(value: unknown): string | null {
  // An uploaded file's bytes (the raw parser's Buffer) hold no keys: listing them would cost a string per byte.
  if (Buffer.isBuffer(value)) return null;
  const stack: [unknown, string, number][] = [[value, '', 0]];
  while (stack.length) {
    const [node, at, depth] = stack.pop()!;
    if (node === null || typeof node !== 'object' || depth > MAX_JSON_DEPTH) continue;
    for (const key of Object.keys(node)) {
      const path = at ? `${at}.${key}` : key;
      if (FORBIDDEN_KEYS.has(key)) return path;
      stack.push([(node as Record<string, unknown>)[key], path, depth + 1]);
    }
  }
  return null;
}

/** Right after the body parsers: a forbidden key anywhere is a 400 naming it (This field is not allowed). */
export function forbiddenJsonKeys(): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction) => {
    const path = forbiddenKeyIn(req.body);
    if (path !== null) return next(FieldValidationException.forField(path, VALIDATION.unknownProperty));
    next();
  };
}
