import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Club } from '../common/tenancy/club.entity';
import type { ClubListItemView } from './club.view';

@Injectable()
export class ClubsService {
  constructor(@InjectRepository(Club) private readonly clubs: Repository<Club>) {}

  /** The clubs shown in the landing page's club picker. */
  listPublic(): Promise<ClubListItemView[]> {
    return this.clubs.find({
      select: { name: true, subdomain: true, logo: true },
      where: { listed: true },
      order: { name: 'ASC' },
    });
  }
}
