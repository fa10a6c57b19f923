import { BadRequestException } from '@nestjs/common';
import { API_ERRORS, MAX_JSON_DEPTH } from '@courtside/domain';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { errorBody } from '../errors/error-body';

/**
 * How deep `value` nests arrays and objects (a scalar is 0, `{}` and `[1]` are 1), counted
 * without recursion, and only as far as `limit + 1`: the answer is exact up to the limit.
 */
export function jsonDepth(value: unknown, limit = MAX_JSON_DEPTH): number {
  // An uploaded file's bytes (the raw parser's Buffer) are no JSON: walking them would list every byte.
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return 0;
  let deepest = 0;
  const stack: [object, number][] = [[value, 1]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (depth > deepest) deepest = depth;
    if (deepest > limit) return deepest;
    for (const child of Object.values(node)) {
      if (child !== null && typeof child === 'object') stack.push([child as object, depth + 1]);
    }
  }
  return deepest;
}

/**
 * Right after the JSON parser: a body nested deeper than MAX_JSON_DEPTH is a 400 before
 * class-transformer and class-validator (both recursive) ever see it; ~4,600 levels of `{"a":`
 * overflowed their stacks into a 500.
 */
export function jsonDepthLimit(limit = MAX_JSON_DEPTH): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction) => {
    if (jsonDepth(req.body, limit) > limit) {
      return next(new BadRequestException(errorBody(400, API_ERRORS.bodyTooDeep)));
    }
    next();
  };
}
