import { INestApplication, Logger, LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import cookieParser from 'cookie-parser';
import express, { type NextFunction, type Request, type Response } from 'express';
import helmet from 'helmet';
import { AppModule } from './app.module';
import { AllExceptionsFilter } from './common/errors/all-exceptions.filter';
import type { AppConfig } from './config/app-config';
import { serveFrontends } from './frontends/serve-frontends';

const LEVELS: LogLevel[] = ['error', 'warn', 'log', 'debug', 'verbose'];

/** Builds the HTTP application: middleware, API prefix, OpenAPI, error shaping. Does not listen. */
export async function createApp(config: AppConfig): Promise<INestApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    bodyParser: false,
    logger: LEVELS.slice(0, LEVELS.indexOf(config.LOG_LEVEL) + 1),
  });
  app.set('trust proxy', config.TRUST_PROXY);
  app.disable('x-powered-by');
  app.use(
    helmet({
      // The OpenAPI UI needs inline styles; everything else keeps helmet's defaults.
      contentSecurityPolicy: {
        directives: { 'style-src': ["'self'", "'unsafe-inline'"], 'img-src': ["'self'", 'data:', 'https:'] },
      },
      hsts: config.PUBLIC_URL_SCHEME === 'https',
    }),
  );
  app.use(express.json({ limit: '64kb', strict: true, type: ['application/json', 'application/*+json'] }));
  // Body-parser failures (malformed JSON, too large) never reach Nest's filters on their own.
  const filter = new AllExceptionsFilter();
  app.use((error: unknown, req: Request, res: Response, next: NextFunction) => {
    if (!error) return next();
    filter.catch(error, { switchToHttp: () => ({ getResponse: () => res, getRequest: () => req }) } as never);
  });
  app.use(cookieParser());
  serveFrontends(app.getHttpAdapter().getInstance(), config.FRONTEND_DIST);
  app.setGlobalPrefix('api');
  app.enableShutdownHooks();

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
