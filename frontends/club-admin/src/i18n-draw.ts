import { registerCatalogue } from '@courtside/core';
import en from './locales/draw.en.json';

/**
 * The draw screens' texts ('club-admin-draw'): with the draw page's own chunk, so the club-admin
 * pages that are not about draws carry none of them; Dutch when first needed.
 */
registerCatalogue(
  'club-admin-draw',
  en,
  () => import(/* webpackChunkName: "club-admin-draw-nl" */ './locales/draw.nl.json'),
);
