import en from '../locales/en.json';
import { registerCatalogue } from './i18n';

/** 'common': the texts of core and the UI kit, and the words for the domain's values. */
registerCatalogue('common', en, () => import(/* webpackChunkName: "common-nl" */ '../locales/nl.json'));
