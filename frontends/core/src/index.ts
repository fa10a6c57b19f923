import './i18n/catalogue';

export {
  api,
  apiRequest,
  apiUpload,
  getData,
  ApiError,
  cachedSince,
  onCachedSince,
  FETCHED_AT_HEADER,
} from './api/client';
export { queryKeys } from './api/query-keys';
export { createQueryClient, isClientError } from './api/query-client';
export { useRefreshingMutation } from './api/use-refreshing-mutation';
export { appendPage, walkPages, type PageAnswer, type PagedList, type PageReader } from './api/paged-list';
export { useNextPage } from './api/use-next-page';
export { useDebounced } from './hooks/use-debounced';
export {
  currentPushSubscription,
  pushDeviceQueryOptions,
  pushPublicKey,
  pushSupported,
  removePushDevice,
  usePushDevice,
  usePushPreferences,
  useRemovePushDevice,
  useSavePushDevice,
} from './push/push-device';
export {
  EVENTS_PAGE_SIZE,
  eventsPath,
  eventPagesQueryOptions,
  readEventsPage,
  type EventPages,
} from './api/events';
export type * from './api/types';
export { AuthProvider, useAuth, type AuthState } from './auth/auth-context';
export { usePermissions } from './auth/use-permissions';
export { sessionQueryOptions, checkSession, AUTH_FAILED } from './auth/session';
export { i18n, registerCatalogue, activeLocale, intlLocale } from './i18n/i18n';
export { applyLocale, browserLocale, rememberLocale, rememberedLocale, resolveLocale } from './i18n/locale';
export { useLabels } from './i18n/labels';
export { saveMyLocale, useChangeLocale } from './i18n/use-change-locale';
export {
  formatCardDate,
  formatCardDateRange,
  formatDateAtTime,
  formatLongDateTime,
  splitLocalDateTime,
  mergeDateAndTime,
} from './format/dates';
export { dateTimeFormat, numberFormat, listFormat, pluralRules } from './format/intl';
