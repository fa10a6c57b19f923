export { useFormState } from './use-form-state';
export { useMessage } from './message';
export { messageOf, saveWithToasts } from './save';
