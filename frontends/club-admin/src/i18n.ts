import { registerCatalogue } from '@courtside/core';
import en from './locales/en.json';

/** The club-admin pages' texts ('club-admin'): English with the remote, Dutch when first needed. */
registerCatalogue(
  'club-admin',
  en,
  () => import(/* webpackChunkName: "club-admin-nl" */ './locales/nl.json'),
);
