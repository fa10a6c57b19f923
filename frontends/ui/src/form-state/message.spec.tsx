import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { applyLocale, i18n } from '@courtside/core';
import { API_ERRORS, API_ERRORS_NL, VALIDATION, VALIDATION_NL } from '@courtside/domain';
import { useMessage } from './message';

function Shown({ message }: { message: string }) {
  const say = useMessage();
  return <p>{say(message)}</p>;
}

const shown = (message: string) =>
  render(
    <Suspense fallback="loading">
      <Shown message={message} />
    </Suspense>,
  );

/**
 * As if the Dutch table had never been fetched: its data and i18next's note that it fetched it
 * gone (not by removeResourceBundle, which would also strike it from the namespaces a language
 * loads: what is under test).
 */
function forgetTheTable() {
  delete (i18n.store.data.nl as Record<string, unknown> | undefined)?.messages;
  delete (i18n.services.backendConnector as unknown as { state: Record<string, number> }).state[
    'nl|messages'
  ];
}

describe('useMessage', () => {
  afterEach(() => act(() => applyLocale('en')));

  it('shows the English message as it is, without fetching the Dutch table', async () => {
    shown(VALIDATION.emailInvalid);
    expect(await screen.findByText(VALIDATION.emailInvalid)).toBeInTheDocument();
    expect(i18n.hasResourceBundle('nl', 'messages')).toBe(false);
  });

  it('is not waited for by Dutch: a page without a form never fetches it', async () => {
    forgetTheTable();
    await act(() => applyLocale('nl'));
    expect(i18n.resolvedLanguage).toBe('nl');
    await new Promise((settled) => setTimeout(settled, 50));
    expect(i18n.hasResourceBundle('nl', 'messages')).toBe(false);
  });

  it('fetches the table when a form shows a message before it came, without suspending', async () => {
    await act(() => applyLocale('nl'));
    forgetTheTable();
    shown(VALIDATION.emailInvalid);
    // The English text meanwhile (no fallback: the form stays), then the Dutch one.
    expect(screen.queryByText('loading')).toBeNull();
    expect(await screen.findByText(VALIDATION_NL.emailInvalid)).toBeInTheDocument();
  });

  it('shows it in Dutch once Dutch is on screen, composed shapes and dotted texts included', async () => {
    await act(() => applyLocale('nl'));
    const { unmount } = shown(`${API_ERRORS.capacityBelowConfirmed} (12)`);
    expect(await screen.findByText(`${API_ERRORS_NL.capacityBelowConfirmed} (12)`)).toBeInTheDocument();
    unmount();
    // 'Select someone to sign up.': a key with a dot, looked up as it is, not as a path.
    expect(VALIDATION.selectUserToSignUp).toContain('.');
    shown(VALIDATION.selectUserToSignUp);
    expect(await screen.findByText(VALIDATION_NL.selectUserToSignUp)).toBeInTheDocument();
  });

  it('leaves a message nobody translated as it came', async () => {
    await act(() => applyLocale('nl'));
    shown('Something the server said');
    expect(await screen.findByText('Something the server said')).toBeInTheDocument();
  });
});
