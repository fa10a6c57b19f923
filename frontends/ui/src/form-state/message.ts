import { activeLocale, i18n, registerCatalogue } from '@courtside/core';
import { translateWith } from '@courtside/domain';
import { useTranslation } from 'react-i18next';

/**
 * The shared messages' catalogue: none in English (the messages are English), and in Dutch a
 * table keyed by the English text. Only a refused entry shows one, so a Dutch page does not wait
 * for it (it is a large share of the Dutch catalogues a first screen would load): a form that may
 * show one asks for it as it opens.
 */
const MESSAGES = 'messages';
registerCatalogue(
  MESSAGES,
  {},
  () => import(/* webpackChunkName: "messages-nl-when-used" */ './messages-nl'),
  { whenUsed: true },
);

/** A shared message (libs/domain: the client rules, the server's errors) in the language on screen. */
export function useMessage() {
  // Fetches the table if it is not in yet, without suspending the form (its messages come after
  // a blur or a submit, by when the table is in); drawn again once it is. Until then, and should
  // it fail to arrive, a message shows as it came, in English.
  useTranslation(MESSAGES, { useSuspense: false });
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
