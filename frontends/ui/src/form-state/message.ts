import { activeLocale } from '@courtside/core';
import { translateMessage } from '@courtside/domain';
import { useTranslation } from 'react-i18next';

/** A shared message (libs/domain: the client rules, the server's errors) in the language on screen. */
export function useMessage() {
  useTranslation('common');
  return (message: string) => translateMessage(message, activeLocale());
}
