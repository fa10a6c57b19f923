import { registerCatalogue } from '@courtside/core';
import en from './locales/clubhouse.en.json';

/** The texts of the '/clubhouse/<token>' page (the kiosk): 'shell-clubhouse', with that page only. */
registerCatalogue(
  'shell-clubhouse',
  en,
  () => import(/* webpackChunkName: "shell-clubhouse-nl" */ './locales/clubhouse.nl.json'),
);
