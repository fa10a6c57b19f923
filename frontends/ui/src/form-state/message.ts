import { activeLocale, i18n, registerCatalogue } from '@courtside/core';
import { translateWith } from '@courtside/domain';
import { useTranslation } from 'react-i18next';

/**
 * The shared messages' catalogue: none in English (the messages are English), and in Dutch a
 * table keyed by the English text, fetched with the other Dutch catalogues.
 */
const MESSAGES = 'messages';
registerCatalogue(MESSAGES, {}, () => import(/* webpackChunkName: "messages-nl" */ './messages-nl'));

/** A shared message (libs/domain: the client rules, the server's errors) in the language on screen. */
export function useMessage() {
  // Suspends until the language's catalogues are in, the messages' table included.
  useTranslation(['common', MESSAGES]);
  return (message: string) => {
    const locale = activeLocale();
    if (locale === 'en') return message;
    // The English text is the key as it is: its dots are not a path.
    return translateWith(message, (english) => {
      const text: unknown = i18n.getResource(locale, MESSAGES, english, { keySeparator: false });
      return typeof text === 'string' ? text : undefined;
    });
  };
}
