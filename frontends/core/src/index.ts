export { api, apiRequest, getData, ApiError, GENERIC_ERROR, NETWORK_ERROR } from './api/client';
export { queryKeys, QUERY_TIMING } from './api/query-keys';
export type * from './api/types';
export { AuthProvider, useAuth, type AuthState } from './auth/auth-context';
export { usePermissions } from './auth/use-permissions';
export { sessionQueryOptions, checkSession, AUTH_FAILED } from './auth/session';
export { toast, Toaster, type Toast } from './feedback/toast';
export { confirm, ConfirmHost, type ConfirmOptions } from './feedback/confirm';
export {
  formatCardDate,
  formatDateAtTime,
  formatLongDateTime,
  splitLocalDateTime,
  mergeDateAndTime,
} from './format/dates';
export { themeTokens, antdTheme, themeCssVariables } from './theme';
export { FormField, type FieldControlProps } from './ui/form-field';
