import { i18n } from '@courtside/core';
import '@/i18n';

/** The console's English texts, as the screens show them. */
export const en = i18n.getFixedT('en', 'system-admin');
