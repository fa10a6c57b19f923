import { Injectable, OnModuleInit } from '@nestjs/common';
import { NotificationComposers } from '../notifications/notification-composers';
import { standingSignupsEndedMail } from './standing-signups-ended.mail';

/**
 * Composes `standing_signups_ended` for NotificationMailer, which claims each send. The series'
 * name comes with the outbox row: the series may be renamed or gone by the time it is sent.
 */
@Injectable()
export class StandingSignupsMailer implements OnModuleInit {
  constructor(private readonly composers: NotificationComposers) {}

  onModuleInit(): void {
    this.composers.registerUnswitchable('standing_signups_ended', async (_tx, job, r) =>
      standingSignupsEndedMail({
        to: r.email,
        name: r.name,
        locale: r.locale,
        club: r.club,
        series: (job.payload as { series_name?: string }).series_name ?? '',
      }),
    );
  }
}
