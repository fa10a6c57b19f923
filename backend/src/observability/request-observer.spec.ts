import type { Request } from 'express';
import { FRONTEND_ROUTE, routeLabel, RouteTemplates, UNMATCHED_ROUTE } from './request-observer';

const layer = (path: string, ...methods: string[]) => ({
  route: { path, methods: Object.fromEntries(methods.map((m) => [m, true])) },
});

const templates = new RouteTemplates(() => [
  { name: 'jsonParser' },
  layer('/api', '_all'),
  layer('/api/events', 'get', 'post'),
  layer('/api/events/:id', 'get', 'put', 'delete'),
  layer('/api/signups/admin', 'post'),
  layer('/api/signups/:id', 'delete'),
  layer('/api/docs-json', 'get'),
]);

const request = (method: string, originalUrl: string, route?: string) =>
  ({
    method,
    originalUrl,
    url: originalUrl,
    route: route ? { path: route } : undefined,
  }) as unknown as Request;

describe('route labels of requests', () => {
  it("uses the route Express matched, and never the raw path's ids or query", () => {
    expect(routeLabel(request('GET', '/api/events/42?token=secret', '/api/events/:id'), 200, templates)).toBe(
      '/api/events/:id',
    );
  });

  it('labels a request answered before its route (404 club, 403 origin, 503) by the template it was for', () => {
    const id = '7a1c3e4f-0000-4000-8000-000000000000';
    expect(routeLabel(request('DELETE', `/api/events/${id}?token=x`), 503, templates)).toBe(
      '/api/events/:id',
    );
    expect(routeLabel(request('POST', '/api/signups/admin'), 403, templates)).toBe('/api/signups/admin');
    expect(routeLabel(request('DELETE', `/api/signups/${id}`), 404, templates)).toBe('/api/signups/:id');
    expect(routeLabel(request('HEAD', '/api/events'), 404, templates)).toBe('/api/events');
    expect(routeLabel(request('GET', '/api/docs-json'), 404, templates)).toBe('/api/docs-json');
  });

  it('gives every other request one of two fixed labels', () => {
    expect(routeLabel(request('GET', '/api/events/1/2/3'), 404, templates)).toBe(UNMATCHED_ROUTE);
    expect(routeLabel(request('PATCH', '/api/events/1'), 404, templates)).toBe(UNMATCHED_ROUTE);
    expect(routeLabel(request('GET', '/api/docsXjson'), 404, templates)).toBe(UNMATCHED_ROUTE);
    expect(routeLabel(request('GET', '/wp-login.php?token=1'), 404, templates)).toBe(UNMATCHED_ROUTE);
    expect(routeLabel(request('GET', '/events/some-page'), 200, templates)).toBe(FRONTEND_ROUTE);
    expect(routeLabel(request('GET', '/remotes/member/main.1a2b3c4d.js'), 304, templates)).toBe(
      FRONTEND_ROUTE,
    );
  });
});
