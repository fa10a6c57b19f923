/**
 * The react-i18next that the apps share (webpack.shared.js): the hook and the plugin that binds
 * it to the one i18next instance. A shared module cannot be tree-shaken; the package also carries
 * <Trans>, HOCs and SSR helpers that no app uses. Anything else imported from 'react-i18next' is
 * undefined at run time: add it here first.
 */
export { initReactI18next, useTranslation } from '../node_modules/react-i18next/dist/es/index.js';
