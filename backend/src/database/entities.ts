import { MagicLink } from '../auth/magic-link.entity';
import { Session } from '../common/auth/session.entity';
import { Club } from '../common/tenancy/club.entity';
import { ClubEvent } from '../events/event.entity';
import { Signup } from '../signups/signup.entity';
import { SystemUser } from '../system-admin/system-user.entity';
import { ClubMembership } from '../users/club-membership.entity';
import { User } from '../users/user.entity';

export const ENTITIES = [Club, User, ClubMembership, SystemUser, Session, MagicLink, ClubEvent, Signup];
