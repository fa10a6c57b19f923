import { registerCatalogue } from '@courtside/core';
import en from './locales/unsubscribe.en.json';

/** The texts of the '/unsubscribe' page (a mail's footer link): 'shell-unsubscribe', with that page only. */
registerCatalogue(
  'shell-unsubscribe',
  en,
  () => import(/* webpackChunkName: "shell-unsubscribe-nl" */ './locales/unsubscribe.nl.json'),
);
