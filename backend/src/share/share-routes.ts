import { Logger } from '@nestjs/common';
import { API_ERRORS } from '@courtside/domain';
import type { Express, NextFunction, Request, Response } from 'express';
import { errorBody } from '../common/errors/error-body';
import type { Club } from '../common/tenancy/club.entity';
import { SHARE_IMAGE_LIMIT, type ShareService } from './share.service';
import { shareNotFoundPage } from './share-page';

/** The share page and its image: the same for everyone, so shared caches may keep them a while. */
export const SHARE_PAGE_CACHE = 'public, max-age=60';
export const SHARE_IMAGE_CACHE = 'public, max-age=300';

/**
 * `GET /e/:id` and `GET /e/:id/card.png` (API.md section 15), outside /api and registered before
 * the pages' fallback (serve-frontends.ts), so a link preview gets this page rather than the app.
 *
 * Plain Express handlers rather than a Nest controller: Nest's guard resolves the session from
 * the cookie on every route, and these answer the same to everyone, so they never read one. The
 * club comes from the host alone. Errors of the image are JSON, as everywhere; the page's 404 is
 * a page, for people who open a dead link.
 */
export function serveShareCards(
  app: Pick<Express, 'get'>,
  share: ShareService,
  clubOf: (req: Request) => Promise<Club | null | undefined>,
): void {
  const logger = new Logger('ShareCards');
  const failed = (res: Response, next: NextFunction) => (error: unknown) => {
    logger.error(`Share card failed: ${(error as Error).message}`);
    next(error);
  };

  app.get('/e/:id', (req: Request<{ id: string }>, res, next) => {
    void clubOf(req)
      .then(async (club) => {
        res.setHeader('Cache-Control', SHARE_PAGE_CACHE);
        if (!club) {
          res.status(404).type('html').send(shareNotFoundPage('en'));
          return;
        }
        const answer = await share.page(club, req.params.id);
        res.status(answer.status).type('html').send(answer.html);
      })
      .catch(failed(res, next));
  });

  app.get('/e/:id/card.png', (req: Request<{ id: string }>, res, next) => {
    void clubOf(req)
      .then(async (club) => {
        if (!club) {
          res.status(404).json(errorBody(404, API_ERRORS.clubNotFound));
          return;
        }
        const answer = await share.image(club, req.params.id, req.ip ?? 'unknown');
        if (answer.status === 429) {
          res.setHeader('Retry-After', String(SHARE_IMAGE_LIMIT.windowSeconds));
          res.status(429).json(errorBody(429, API_ERRORS.shareImageRateLimited));
          return;
        }
        if (answer.status === 404) {
          res.setHeader('Cache-Control', SHARE_PAGE_CACHE);
          res.status(404).json(errorBody(404, API_ERRORS.eventNotFound));
          return;
        }
        res.setHeader('Cache-Control', SHARE_IMAGE_CACHE);
        // Chat apps and other sites show the image on their own pages (helmet's default is same-origin).
        res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
        res.type('png').send(answer.png);
      })
      .catch(failed(res, next));
  });
}
