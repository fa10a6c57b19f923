import { registerCatalogue } from '@courtside/core';
import en from './locales/en.json';

/** The system console's texts ('system-admin'): English with the remote, Dutch when first needed. */
registerCatalogue(
  'system-admin',
  en,
  () => import(/* webpackChunkName: "system-admin-nl" */ './locales/nl.json'),
);
