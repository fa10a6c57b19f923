import { registerCatalogue } from '@courtside/core';
import en from './locales/offers.en.json';

/** The texts of the '/offers/<token>' page (a waitlist offer mail's link): 'shell-offers', with that page only. */
registerCatalogue(
  'shell-offers',
  en,
  () => import(/* webpackChunkName: "shell-offers-nl" */ './locales/offers.nl.json'),
);
