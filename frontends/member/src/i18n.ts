import { registerCatalogue } from '@courtside/core';
import en from './locales/en.json';

/** The member pages' texts ('member'): English with the remote, Dutch when first needed. */
registerCatalogue('member', en, () => import(/* webpackChunkName: "member-nl" */ './locales/nl.json'));
