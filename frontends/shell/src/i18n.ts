import { registerCatalogue } from '@courtside/core';
import en from './locales/en.json';

/** The shell's texts ('shell'): English with the shell, Dutch when first needed. */
registerCatalogue('shell', en, () => import(/* webpackChunkName: "shell-nl" */ './locales/nl.json'));
