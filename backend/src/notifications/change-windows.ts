import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { changeWindowsStore } from './change-windows.store';

/** Only one process closes windows at a time (pg_try_advisory_xact_lock); the others skip a turn. */
const CLOSING_LOCK = 0x636f7572; // "cour"

/**
 * Coalescing of changes (API.md section 9's decisions): a trailing window per event, opened by
 * the first change (NotificationOutbox.eventsChanging keeps the state before it) and closed
 * NOTIFY_COALESCE_SECONDS after the last change of its group; and one per player of a published
 * draw (NotificationOutbox.drawChanging), closed that long after the last change that touched
 * them. The relay calls `closeDue`. Safe with any number of replicas: one closes at a time, in one
 * transaction that writes the mails to the outbox and deletes the windows.
 */
@Injectable()
export class ChangeWindows {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly db: DataSource,
  ) {}

  /**
   * Closes every event window whose group, and every draw window whose player, saw no change for
   * the coalescing time; returns how many windows it closed.
   */
  async closeDue(): Promise<number> {
    return this.db.transaction(async (tx) => {
      if (!(await changeWindowsStore.tryLock(tx, CLOSING_LOCK))) return 0;
      const quiet = this.config.NOTIFY_COALESCE_SECONDS;
      const due = await changeWindowsStore.dueEventWindows(tx, quiet);
      if (due.length > 0) await changeWindowsStore.closeEventWindows(tx, due);
      const draws = await changeWindowsStore.closeDrawWindows(tx, quiet);
      return due.length + draws;
    });
  }
}
