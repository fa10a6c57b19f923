import { API_ERRORS, translateMessage, type Locale } from '@courtside/domain';
import { dateTimeWithYear } from '../notifications/templates/wall-clock';

/**
 * The 409 before a window opens: 'Sign-ups open on Sun 29 Nov 2026, 20:00', in `locale` and the
 * club's time (the opening is club wall-clock). The error filter leaves it as it is (it knows
 * only whole messages), so it is composed in the caller's language here.
 */
export function signupsOpenOn(opensAt: string, locale: Locale): string {
  return `${translateMessage(API_ERRORS.signupsOpenOn, locale)} ${dateTimeWithYear(opensAt, locale)}`;
}
