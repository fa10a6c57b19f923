import { Injectable, NotFoundException } from '@nestjs/common';
import { API_ERRORS } from '@courtside/domain';
import { DataSource } from 'typeorm';
import type { Principal } from '../common/http/request-context';
import { fileSlug } from '../common/csv/csv-download';
import type { DataExportView } from './data-export.view';
import { dataExportStore } from './data-export.store';
import { attendanceOf } from '../attendance/attendance.store';

/**
 * Everything a club holds on the caller, as one file (API.md section 12, a person's data rights).
 * Read in one repeatable-read transaction, so the parts agree with each other.
 */
@Injectable()
export class DataExportService {
  constructor(private readonly db: DataSource) {}

  async export(clubId: string, caller: Principal): Promise<{ filename: string; data: DataExportView }> {
    if (caller.kind !== 'club') throw new NotFoundException(API_ERRORS.userNotFound);
    return this.db.transaction('REPEATABLE READ', async (db) => {
      const membership = await dataExportStore.membership(db, clubId, caller.id);
      // Someone who asked to join (the guard lets only them in without a membership) gets what
      // the club holds on them so far: their request, under their e-mail.
      const joiner = !membership && caller.userType === null;
      if (!membership && !joiner) throw new NotFoundException(API_ERRORS.userNotFound);
      const join_requests = await dataExportStore.joinRequests(db, clubId, caller.id);
      const club = await dataExportStore.club(db, clubId);
      // One after the other: a transaction is one connection, which runs one query at a time.
      const signups = await dataExportStore.signups(db, clubId, caller.id);
      const attendance = await attendanceOf(db, caller.id, clubId);
      const series_subscriptions = await dataExportStore.seriesSubscriptions(db, clubId, caller.id);
      const notification_preferences = await dataExportStore.preferences(db, clubId, caller.id);
      const push_devices = await dataExportStore.pushDevices(db, clubId, caller.id);
      const calendar_feed = await dataExportStore.calendarFeed(db, clubId, caller.id);
      const messages = await dataExportStore.messages(db, clubId, caller.id);
      const organiser_messages = await dataExportStore.organiserMessages(db, clubId, caller.id);
      const audit_entries = await dataExportStore.auditEntries(db, clubId, caller.id);
      const exportedAt = new Date();
      return {
        filename: `${fileSlug(club.subdomain)}-my-data-${exportedAt.toISOString().slice(0, 10)}.json`,
        data: {
          exported_at: exportedAt.toISOString(),
          club,
          user_id: caller.id,
          email: (await dataExportStore.email(db, caller.id))!,
          membership,
          join_requests,
          signups,
          attendance,
          series_subscriptions,
          notification_preferences,
          push_devices,
          calendar_feed,
          messages,
          organiser_messages,
          audit_entries,
        },
      };
    });
  }
}
