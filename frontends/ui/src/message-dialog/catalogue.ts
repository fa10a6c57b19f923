import { registerCatalogue } from '@courtside/core';
import en from './locales/en.json';

/**
 * The message dialog's and history's words: a catalogue of their own, loaded with the pages that
 * show them, not with the shell's first screen.
 */
export const MESSAGE_TEXTS = 'message-dialog';
registerCatalogue(
  MESSAGE_TEXTS,
  en,
  () => import(/* webpackChunkName: "message-dialog-nl" */ './locales/nl.json'),
);
