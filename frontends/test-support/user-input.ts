import type { UserEvent } from '@testing-library/user-event';

/**
 * Clicks into a field and enters a whole text as one input, as pasting does: for tests about what
 * a form sends or says, not about keystrokes. `user.type` re-renders the whole form once per
 * character, which turns a form filled with a few addresses into hundreds of renders.
 */
export async function enter(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}
