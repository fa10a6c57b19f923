/** Where the import screen leads back to: the club's users. */
export const CLUB_USERS_PATH = '/club-users';
