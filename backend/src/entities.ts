import { Session } from './common/auth/session.entity';
import { Club } from './common/tenancy/club.entity';
import { SystemUser } from './system-admin/system-user.entity';
import { ClubMembership } from './users/club-membership.entity';
import { User } from './users/user.entity';

/**
 * The tables written through the ORM's repositories. The others (events, sign-ups, series, login
 * links, draws, ...) are read and written with SQL in their services, where locking and set-based
 * statements matter, so they have no entity class to drift from the migrations.
 */
export const ENTITIES = [Club, User, ClubMembership, SystemUser, Session];
