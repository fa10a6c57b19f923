import { act } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Focuses an empty field and enters a whole text as one input, as pasting does: for tests about
 * what a form sends or says, not about keys or the pointer. `user.type` draws the form again for
 * every character, and a click is a dozen pointer and mouse events. Refuses a field that holds
 * text (the text would not go after it, as typed text does) or that cannot take focus (a disabled
 * one: the text would go elsewhere).
 */
export async function enter(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  const held = (field as HTMLInputElement).value;
  if (held) throw new Error(`enter() fills an empty field; this one holds ${JSON.stringify(held)}`);
  act(() => field.focus());
  if (field.ownerDocument.activeElement !== field) throw new Error('enter(): the field did not take focus');
  await user.paste(text);
}
