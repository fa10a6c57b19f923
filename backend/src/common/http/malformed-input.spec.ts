import { Logger } from '@nestjs/common';
import { API_ERRORS, MAX_JSON_DEPTH, VALIDATION } from '@courtside/domain';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import type { NextFunction, Request, Response } from 'express';
import { AllExceptionsFilter } from '../errors/all-exceptions.filter';
import { MaxGraphemes } from '../validation/max-graphemes';
import { findUnstorableText } from '../validation/unstorable-text';
import { cookieText, stringCookies } from './cookies';
import { jsonDepth, jsonDepthLimit } from './json-depth';
import { forbiddenJsonKeys, forbiddenKeyIn } from './json-keys';

const nest = (levels: number): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < levels; i++) value = i % 2 ? [value] : { a: value };
  return value;
};

describe('jsonDepth', () => {
  it.each([
    [1, 0],
    [null, 0],
    ['text', 0],
    [{}, 1],
    [[], 1],
    [{ a: [1, { b: 2 }] }, 3],
  ])('%j is %i deep', (value, depth) => {
    expect(jsonDepth(value)).toBe(depth);
  });

  it('counts 100,000 levels without recursion, stopping past the limit', () => {
    expect(jsonDepth(nest(100_000))).toBe(MAX_JSON_DEPTH + 1);
    expect(jsonDepth(nest(100_000), 200_000)).toBe(100_000);
  });

  it('passes a body at the limit on and stops one past it with a 400', () => {
    const run = (body: unknown) => {
      const next = jest.fn();
      jsonDepthLimit()({ body } as Request, {} as Response, next as NextFunction);
      return next.mock.calls[0][0];
    };
    expect(run(nest(MAX_JSON_DEPTH))).toBeUndefined();
    const error = run(nest(MAX_JSON_DEPTH + 1));
    expect(error.getStatus()).toBe(400);
    expect(error.getResponse().message).toBe(API_ERRORS.bodyTooDeep);
  });
});

describe('findUnstorableText', () => {
  const nul = (field: string) => ({ path: field, message: `${field || 'value'} ${API_ERRORS.nulCharacter}` });
  const lone = (field: string) => ({
    path: field,
    message: `${field || 'value'} ${API_ERRORS.loneSurrogate}`,
  });
  it.each([
    [{ name: 'ok', emoji: '\u{1F600}\u2764\uFE0F' }, '', null],
    [{ name: 'a\u0000' }, '', nul('name')],
    [{ extra: { list: ['ok', '\u0000'] } }, '', nul('extra.list.1')],
    [{ ['k\u0000']: 1 }, '', nul('k\u0000')],
    [{ email: 'x\udfffy@example.test' }, '', lone('email')],
    [['\ud800'], '', lone('0')],
    ['x\u0000', 'scope', nul('scope')],
    ['x\ud83d', '', lone('')],
    ['x', 'scope', null],
    [42, 'id', null],
  ])('%j at %p: %p', (value, path, expected) => {
    expect(findUnstorableText(value, path)).toEqual(expected);
  });
});

describe('stringCookies', () => {
  const parse = (cookie: string) => {
    const req = { headers: { cookie } } as unknown as Request;
    const next = jest.fn();
    stringCookies()(req, {} as Response, next);
    expect(next).toHaveBeenCalledWith();
    return req;
  };

  it.each(['j:{"a":1}', 'j:123', 'j:[1]', 'j:true'])('drops a JSON cookie %s', (value) => {
    const req = parse(`courtside_sid=${encodeURIComponent(value)}; other=plain`);
    expect(req.cookies).toEqual({ other: 'plain' });
    expect(cookieText(req, 'courtside_sid')).toBeUndefined();
  });

  it('keeps text cookies, a JSON string included, and j:null as the text it is', () => {
    const req = parse(`courtside_sid=abc; quoted=${encodeURIComponent('j:"x"')}; nothing=j:null`);
    expect(cookieText(req, 'courtside_sid')).toBe('abc');
    expect(cookieText(req, 'quoted')).toBe('x');
    expect(cookieText(req, 'nothing')).toBe('j:null');
  });

  it('reads only text, whatever else a request object holds', () => {
    expect(
      cookieText({ cookies: { courtside_sid: { a: 1 } } } as unknown as Request, 'courtside_sid'),
    ).toBeUndefined();
    expect(cookieText({} as Request, 'courtside_sid')).toBeUndefined();
  });
});

describe('MaxGraphemes', () => {
  class Named {
    @MaxGraphemes(10, { message: VALIDATION.nameTooLong })
    name!: unknown;
  }
  const errorsOf = (name: unknown) =>
    validateSync(plainToInstance(Named, { name })).flatMap((e) => Object.values(e.constraints ?? {}));

  it('counts graphemes and holds the code-point backstop, with the given message', () => {
    expect(errorsOf('\u2764\uFE0F'.repeat(10))).toEqual([]);
    expect(errorsOf('\u2764\uFE0F'.repeat(11))).toEqual([VALIDATION.nameTooLong]);
    expect(errorsOf(('a' + '\u0301'.repeat(7)).repeat(10))).toEqual([]);
    expect(errorsOf(('a' + '\u0301'.repeat(8)).repeat(10))).toEqual([VALIDATION.nameTooLong]);
  });

  it('fails anything but a string, like MaxLength', () => {
    expect(errorsOf(12)).toEqual([VALIDATION.nameTooLong]);
    expect(errorsOf(['a'])).toEqual([VALIDATION.nameTooLong]);
  });
});

describe('AllExceptionsFilter and body-parser errors', () => {
  beforeEach(() => jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());
  const answer = (exception: unknown) => {
    const res = { headersSent: false, status: jest.fn(), json: jest.fn(), setHeader: jest.fn() };
    res.status.mockReturnValue(res);
    new AllExceptionsFilter().catch(exception, {
      switchToHttp: () => ({ getResponse: () => res, getRequest: () => ({}) }),
    } as never);
    return res.json.mock.calls[0][0];
  };
  const httpError = (message: string, fields: Record<string, unknown>) =>
    Object.assign(new Error(message), { expose: true, status: 400, statusCode: 400, ...fields });

  it.each([
    ['a gzip or deflate', { code: 'Z_DATA_ERROR', errno: -3 }],
    ['a cut-off gzip', { code: 'Z_BUF_ERROR', errno: -5 }],
    ['a brotli', { code: 'ERR__ERROR_FORMAT_PADDING_2', errno: -15 }],
  ])('maps %s decoder error to a 400', (_what, fields) => {
    expect(answer(httpError('incorrect header check', fields))).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: API_ERRORS.bodyEncodingMismatch,
    });
  });

  it('maps an unsupported encoding to 415, other client errors to their status, the rest to 500', () => {
    expect(answer(Object.assign(httpError('x', { type: 'encoding.unsupported' }), { status: 415 }))).toEqual({
      statusCode: 415,
      error: 'Unsupported Media Type',
      message: API_ERRORS.unsupportedBodyEncoding,
    });
    expect(answer(httpError('URI malformed', { status: 400 }))).toMatchObject({
      statusCode: 400,
      message: 'Bad Request',
    });
    expect(answer(new Error('boom'))).toMatchObject({ statusCode: 500 });
  });
});

describe('forbiddenKeyIn', () => {
  it.each([
    ['{"name":"x"}', null],
    ['{"__proto__":{}}', '__proto__'],
    ['{"a":{"constructor":1}}', 'a.constructor'],
    ['{"a":[1,{"prototype":null}]}', 'a.1.prototype'],
    ['[{"__proto__":1}]', '0.__proto__'],
    ['{"name":"__proto__","list":["constructor"]}', null],
    ['{"__proto__x":1,"my_constructor":2}', null],
    ['"__proto__"', null],
  ])('%s: %p', (json, path) => {
    expect(forbiddenKeyIn(JSON.parse(json))).toBe(path);
  });

  it('answers the 400 of an unknown property through next(), naming the key', () => {
    const next = jest.fn();
    forbiddenJsonKeys()({ body: JSON.parse('{"a":{"__proto__":{}}}') } as Request, {} as Response, next);
    const error = next.mock.calls[0][0];
    expect(error.getStatus()).toBe(400);
    expect(error.getResponse()).toMatchObject({
      message: VALIDATION.unknownProperty,
      errors: { 'a.__proto__': VALIDATION.unknownProperty },
    });
    const passed = jest.fn();
    forbiddenJsonKeys()({ body: { name: 'constructor' } } as Request, {} as Response, passed);
    expect(passed).toHaveBeenCalledWith();
  });
});
