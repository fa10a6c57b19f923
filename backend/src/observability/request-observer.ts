import { Logger } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { randomUUID } from 'node:crypto';
import type { AppConfig } from '../config/app-config';
import type { CourtsideRequest } from '../common/http/request-context';
import { requestHost, subdomainOf } from '../common/tenancy/host';
import type { Metrics } from './metrics';

/** An incoming X-Request-Id is kept when it is a plain token (a proxy's id, a UUID), else replaced. */
const SANE_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;
const SUBDOMAIN = /^[a-z0-9-]{1,63}$/;
/** Methods outside this set share one label, so a client cannot invent label values. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** Probes: logged at debug level only (they come every few seconds), still counted. */
const PROBES = new Set(['/api/health', '/api/health/live']);

/** Route labels of requests no route template answers. */
export const FRONTEND_ROUTE = '(frontend)';
export const UNMATCHED_ROUTE = '(unmatched)';

interface RouteLayer {
  route?: { path?: unknown; methods?: Record<string, boolean> };
}

interface CompiledRoute {
  template: string;
  pattern: RegExp;
  methods: Set<string> | 'all';
}

/**
 * The route templates of the app's router (`/api/events/:id`), to label a request that was
 * answered before it reached its route (a 404 for an unknown club, a 403 from the Origin check,
 * a 503 when the club lookup fails) by the route it was meant for. Built on first use, once the
 * routes are registered.
 */
export class RouteTemplates {
  private compiled?: CompiledRoute[];

  constructor(private readonly stack: () => readonly object[]) {}

  match(method: string, path: string): string | null {
    this.compiled ??= this.stack().flatMap((layer) => compile(layer as RouteLayer) ?? []);
    const verb = method.toLowerCase();
    for (const route of this.compiled) {
      const allowed =
        route.methods === 'all' || route.methods.has(verb) || (verb === 'head' && route.methods.has('get'));
      if (allowed && route.pattern.test(path)) return route.template;
    }
    return null;
  }
}

function compile(layer: RouteLayer): CompiledRoute | null {
  const path = layer.route?.path;
  // Plain templates only (`/a/:id/b`); Nest registers nothing else.
  if (typeof path !== 'string' || !/^[A-Za-z0-9_./:-]*$/.test(path)) return null;
  const source = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.]/g, '\\.')))
    .join('/');
  const methods = layer.route?.methods ?? {};
  return {
    template: path,
    pattern: new RegExp(`^${source}/?$`, 'i'),
    methods: methods._all ? 'all' : new Set(Object.keys(methods).filter((m) => methods[m])),
  };
}

/** The route template a request is counted and logged under: never the raw path, never a query. */
export function routeLabel(req: Request, status: number, templates: RouteTemplates): string {
  const matched = (req as Request & RouteLayer).route?.path;
  if (typeof matched === 'string') return matched;
  const path = (req.originalUrl ?? req.url ?? '').split('?')[0];
  const template = templates.match(req.method, path);
  if (template) return template;
  return !/^\/api(\/|$)/.test(path) && status < 400 ? FRONTEND_ROUTE : UNMATCHED_ROUTE;
}

export interface RequestLogFields {
  method: string;
  route: string;
  status: number;
  ms: number;
  club: string | null;
  request_id: string;
}

/**
 * First middleware of the app: gives each request an id (X-Request-Id, echoed in the answer),
 * and when its answer is sent (or the client gives up: status 499) counts it, times it and logs
 * one line (method, route template, status, ms, club, request id). Never a path, a query
 * string, a header, a cookie or a body: nothing of a token or a magic link can get in.
 */
export function observeRequests(
  metrics: Metrics,
  config: Pick<AppConfig, 'NODE_ENV' | 'TRUST_PROXY' | 'APP_DOMAIN'>,
  templates: RouteTemplates,
) {
  const logger = new Logger('HTTP');
  const json = config.NODE_ENV === 'production';
  return (req: Request, res: Response, next: NextFunction): void => {
    const started = process.hrtime.bigint();
    const incoming = req.get('x-request-id');
    const id = incoming && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    res.setHeader('X-Request-Id', id);
    let recorded = false;
    const record = () => {
      if (recorded) return;
      recorded = true;
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const status = res.writableFinished ? res.statusCode : 499;
      const method = METHODS.has(req.method) ? req.method : 'OTHER';
      const route = routeLabel(req, status, templates);
      const labels = { method, route, status: String(status) };
      metrics.httpRequests.inc(labels);
      metrics.httpDuration.observe(labels, seconds);

      const fields: RequestLogFields = {
        method,
        route,
        status,
        ms: Math.round(seconds * 10_000) / 10,
        club: clubOf(req as CourtsideRequest, config),
        request_id: id,
      };
      const level = status >= 500 ? 'warn' : PROBES.has(route) ? 'debug' : 'log';
      const text = `${method} ${route} ${status} ${fields.ms} ms`;
      if (json) logger[level]({ message: text, ...fields });
      else logger[level](`${text} club=${fields.club ?? '-'} id=${id}`);
    };
    res.once('finish', record);
    res.once('close', record);
    next();
  };
}

/** The club the request was for: the one tenancy resolved, else the host's subdomain, else null. */
function clubOf(req: CourtsideRequest, config: Pick<AppConfig, 'TRUST_PROXY' | 'APP_DOMAIN'>): string | null {
  if (req.club) return req.club.subdomain;
  const subdomain = subdomainOf(requestHost(req, config.TRUST_PROXY), config.APP_DOMAIN);
  return subdomain && SUBDOMAIN.test(subdomain) ? subdomain : null;
}
