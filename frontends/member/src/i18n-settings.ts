import { registerCatalogue } from '@courtside/core';
import en from './locales/settings.en.json';

/**
 * The texts of a member's own settings (which mails they get, their calendar feed):
 * 'member-settings', with the parts that show them; Dutch when first needed.
 */
registerCatalogue(
  'member-settings',
  en,
  () => import(/* webpackChunkName: "member-settings-nl" */ './locales/settings.nl.json'),
);
