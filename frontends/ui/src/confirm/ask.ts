import { createStore } from '../store';

export interface ConfirmOptions {
  title: string;
  body: string;
  /** A second paragraph, for what the action also means ('This counts as a late cancellation'). */
  note?: string;
  acceptLabel: string;
  cancelLabel?: string;
  destructive?: boolean;
}

export interface Pending extends ConfirmOptions {
  id: number;
  resolve(accepted: boolean): void;
}

export const pending = createStore<Pending>();
let nextId = 1;

/** Asks the user; resolves true when they accept. The host's <ConfirmHost/> shows the dialog. */
export function confirm(options: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => pending.add({ ...options, id: nextId++, resolve }));
}
