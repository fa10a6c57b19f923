import type { EntityManager } from 'typeorm';

/**
 * Logout's part of push (API.md section 15): the device signing out leaves the person's devices,
 * so the next person on that browser gets none of their messages. The table belongs to push
 * (above auth), hence SQL by name here.
 */
export const logoutDeviceStore = {
  async remove(db: EntityManager, clubId: string, userId: string, endpoint: string): Promise<void> {
    await db.query(`DELETE FROM push_subscriptions WHERE club_id = $1 AND user_id = $2 AND endpoint = $3`, [
      clubId,
      userId,
      endpoint,
    ]);
  },
};
