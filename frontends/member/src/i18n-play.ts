import { registerCatalogue } from '@courtside/core';
import en from './locales/play.en.json';

/**
 * The texts of a member's playing (their level, their courts in a mix-in draw): 'member-play', with
 * the pages that show them; Dutch when first needed.
 */
registerCatalogue(
  'member-play',
  en,
  () => import(/* webpackChunkName: "member-play-nl" */ './locales/play.nl.json'),
);
