import { registerCatalogue } from '@courtside/core';
import en from './locales/pages.en.json';

/**
 * The texts of the shell's pages that load when first visited (login, verification, 404, a remote
 * that fails): 'shell-pages', so the first load carries only the header's and landing's texts.
 */
registerCatalogue(
  'shell-pages',
  en,
  () => import(/* webpackChunkName: "shell-pages-nl" */ './locales/pages.nl.json'),
);

export const PAGE_NAMESPACES = ['shell-pages', 'shell', 'common'] as const;
