import { ConflictException } from '@nestjs/common';
import { API_ERRORS, CLUB_QUOTAS } from '@courtside/domain';
import type { EntityManager } from 'typeorm';
import { lockClubQuota } from '../events/event-quota';
import { seriesStore } from './series.store';

/**
 * After a request has added a series in `tx` (a new one, or the second half of a split): 409 when
 * the club now runs more series than its quota, those with no end or an end `today` (club date)
 * or later. The transaction is then rolled back, the new series with it.
 */
export async function assertLiveSeriesQuota(tx: EntityManager, clubId: string, today: string): Promise<void> {
  await lockClubQuota(tx, clubId);
  const live = await seriesStore.liveCount(tx, clubId, today);
  if (live > CLUB_QUOTAS.liveSeries) throw new ConflictException(API_ERRORS.tooManySeries);
}
