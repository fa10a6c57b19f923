import { negotiateLocale, type Locale } from '@courtside/domain';
import type { Request } from 'express';

/** The language the client is showing (it sends it as Accept-Language), if one we speak. */
export const requestLocale = (req: Request): Locale | null => negotiateLocale(req.get('accept-language'));
