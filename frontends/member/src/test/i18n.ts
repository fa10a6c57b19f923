import { i18n } from '@courtside/core';
import '@/i18n';

/** The member pages' English texts, as the screens show them. */
export const en = i18n.getFixedT('en', 'member');
