import { registerCatalogue } from '@courtside/core';
import en from './locales/join.en.json';
import { PAGE_NAMESPACES } from './i18n-pages';

/**
 * The join form's and waiting page's texts: only someone asking to join sees them, so they load
 * with that page (a lazy chunk), not with every visitor's first load.
 */
registerCatalogue(
  'shell-join',
  en,
  () => import(/* webpackChunkName: "shell-join-nl" */ './locales/join.nl.json'),
);

export const JOIN_NAMESPACES = ['shell-join', ...PAGE_NAMESPACES] as const;
