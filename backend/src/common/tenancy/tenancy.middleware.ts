import { Inject, Injectable, NestMiddleware, NotFoundException } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { API_ERRORS } from '@courtside/domain';
import type { NextFunction, Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import type { EntityManager } from 'typeorm';
import type { CourtsideRequest } from '../http/request-context';
import type { Club } from './club.entity';
import { requestHost, subdomainOf } from './host';
import { tenancyStore } from './tenancy.store';

/** Puts the club named by the host on the request; an unknown club subdomain is a 404. */
@Injectable()
export class TenancyMiddleware implements NestMiddleware {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectEntityManager() private readonly db: EntityManager,
  ) {}

  async use(req: CourtsideRequest, _res: Response, next: NextFunction): Promise<void> {
    const club = await this.clubOf(req);
    if (club === undefined) throw new NotFoundException(API_ERRORS.clubNotFound);
    req.club = club;
    next();
  }

  /** The club the request's host names: null on the apex, undefined for an unknown club. */
  async clubOf(req: Request): Promise<Club | null | undefined> {
    const subdomain = subdomainOf(requestHost(req, this.config.TRUST_PROXY), this.config.APP_DOMAIN);
    if (!subdomain) return null;
    return (await tenancyStore.bySubdomain(this.db, subdomain)) ?? undefined;
  }
}
