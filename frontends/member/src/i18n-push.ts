import { registerCatalogue } from '@courtside/core';
import en from './locales/push.en.json';

/** The texts of the push opt-in on the notification settings: 'member-push'; Dutch when first needed. */
registerCatalogue(
  'member-push',
  en,
  () => import(/* webpackChunkName: "member-push-nl" */ './locales/push.nl.json'),
);
