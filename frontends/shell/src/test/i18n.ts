import { i18n } from '@courtside/core';
import '@/i18n';
import '@/i18n-pages';
import '@/i18n-join';

/** The shell's English texts, as the screens show them (tests read the same catalogue). */
export const en = i18n.getFixedT('en', ['shell', 'shell-pages', 'shell-join', 'common']);
