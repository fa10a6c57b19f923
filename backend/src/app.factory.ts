import { INestApplication, Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';
import helmet from 'helmet';
import type { Server } from 'node:http';
import { constants as zlib } from 'node:zlib';
import { AppModule } from './app.module';
import { AllExceptionsFilter } from './common/errors/all-exceptions.filter';
import { stringCookies } from './common/http/cookies';
import { fileBodies, jsonBodies } from './common/http/body-limits';
import { jsonDepthLimit } from './common/http/json-depth';
import { forbiddenJsonKeys } from './common/http/json-keys';
import { apiCacheHeaders } from './common/http/cache-headers';
import { ONE_CLICK_UNSUBSCRIBE_PATH } from './common/http/origin-check.middleware';
import { closeConnectionsWhileDraining, DrainState } from './common/lifecycle/drain';
import { allowedHostsOnly } from './common/tenancy/allowed-hosts';
import type { AppConfig } from './config/app-config';
import { SERVE, type ProcessRole } from './config/process-role';
import { serveAppManifest } from './frontends/app-manifest';
import { serveFrontends } from './frontends/serve-frontends';
import { serveShareCards } from './share/share-routes';
import { ShareService } from './share/share.service';
import { WARM_INTL_CSP } from './frontends/warm-intl';
import { SessionCheckService } from './auth/session-check.service';
import { TenancyMiddleware } from './common/tenancy/tenancy.middleware';
import { appLogger, levelsFrom } from './observability/app-logger';
import { Metrics } from './observability/metrics';
import { observeRequests, RouteTemplates } from './observability/request-observer';

/** Nest's levels from LOG_LEVEL up, for every process mode. */
export const logLevels = levelsFrom;

/** Longer than any proxy's idle keep-alive to the backend (nginx: 60 s at most, ours 4 s). */
export const KEEP_ALIVE_TIMEOUT_MS = 75_000;

/** Answers smaller than this go out as they are (compression middleware). */
export const COMPRESSION_THRESHOLD = 1024;

/** Builds the HTTP application: middleware, API prefix, OpenAPI, error shaping. Does not listen. */
export async function createApp(config: AppConfig, role: ProcessRole = SERVE): Promise<INestApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, role), {
    bodyParser: false,
    logger: appLogger(config),
  });
  // Idle keep-alive connections are closed by the proxy, not by us: a proxy that sends a request
  // on a connection the backend is closing at that moment gets a 502 it may not retry (a POST).
  const server = app.getHttpServer() as Server;
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1000;
  app.set('trust proxy', config.TRUST_PROXY);
  app.disable('x-powered-by');
  // First: every request gets an id, is counted and timed, and logged once answered.
  const routes = new RouteTemplates(
    () => (app.getHttpAdapter().getInstance() as express.Express).router.stack,
  );
  app.use(observeRequests(app.get(Metrics), config, routes));
  app.use(allowedHostsOnly(config));
  app.use(closeConnectionsWhileDraining(app.get(DrainState)));
  app.use(
    helmet({
      // The OpenAPI UI needs inline styles; the pages one inline script, allowed by its hash
      // (frontends/warm-intl.ts); everything else keeps helmet's defaults.
      contentSecurityPolicy: {
        directives: {
          'script-src': ["'self'", WARM_INTL_CSP],
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:', 'https:'],
        },
      },
      hsts: config.PUBLIC_URL_SCHEME === 'https',
      // Only the sign-in pages send Cross-Origin-Opener-Policy (serve-frontends.ts says why).
      crossOriginOpenerPolicy: false,
    }),
  );
  // Answers in brotli or gzip, as the client accepts: JSON, the calendar feed, the HTML page and
  // any text file the build left without a precompressed variant (serve-frontends.ts sends those
  // with their Content-Encoding already set, which this leaves alone). Brotli at quality 4: about
  // gzip's speed, smaller output; 1 KB and under is not worth a coding.
  app.use(
    compression({ threshold: COMPRESSION_THRESHOLD, brotli: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } } }),
  );
  app.use(fileBodies());
  app.use(jsonBodies());
  // The one form body the API takes: RFC 8058's one-click unsubscribe (List-Unsubscribe=One-Click).
  app.use(
    ONE_CLICK_UNSUBSCRIBE_PATH,
    express.urlencoded({ extended: false, limit: '1kb', parameterLimit: 5 }),
  );
  // Before class-transformer and class-validator, which recurse: deep nesting is a 400, not a stack overflow.
  app.use(jsonDepthLimit());
  app.use(forbiddenJsonKeys());
  // Cookies as text only: a `j:` JSON cookie is no cookie (see stringCookies).
  app.use(stringCookies());
  // Failures of the middleware above (malformed JSON, too large, too deep, a body that is not what
  // its Content-Encoding says) never reach Nest's filters on their own.
  const filter = new AllExceptionsFilter();
  app.use((error: unknown, req: Request, res: Response, next: NextFunction) => {
    if (!error) return next();
    filter.catch(error, { switchToHttp: () => ({ getResponse: () => res, getRequest: () => req }) } as never);
  });
  app.use('/api', apiCacheHeaders);
  const tenancy = app.get(TenancyMiddleware);
  const sessionCheck = app.get(SessionCheckService, { strict: false });
  // Before the pages' fallback, which would answer /e/:id with the app's page.
  serveShareCards(app.getHttpAdapter().getInstance(), app.get(ShareService), (req) => tenancy.clubOf(req));
  // The installable app's manifest and icons, per club host, with or without a frontend build.
  serveAppManifest(app.getHttpAdapter().getInstance(), (req) => tenancy.clubOf(req));
  serveFrontends(app.getHttpAdapter().getInstance(), config.FRONTEND_DIST, async (req) => {
    const club = await tenancy.clubOf(req);
    // An unknown club: the shell asks, and shows what the API answers.
    if (club === undefined) return null;
    return sessionCheck.check(club, req);
  });
  app.setGlobalPrefix('api');

  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Courtside API')
      .setDescription(
        'Event sign-ups for tennis clubs. The club comes from the host (`<club>.<APP_DOMAIN>`); sessions are a cookie set by the magic-link verification.',
      )
      .setVersion('1.0')
      .addCookieAuth(
        config.NODE_ENV === 'production' ? '__Host-courtside_sid' : 'courtside_sid',
        { type: 'apiKey', in: 'cookie' },
        'session',
      )
      .build(),
  );
  SwaggerModule.setup('api/docs', app, document, {
    jsonDocumentUrl: 'api/docs-json',
    useGlobalPrefix: false,
  });

  new Logger('Courtside').verbose?.(`App built for ${config.APP_DOMAIN}`);
  return app;
}
