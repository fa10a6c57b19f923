import { applyLocale, type MyProfile } from '@courtside/core';
import { LIMITS, VALIDATION, VALIDATION_NL } from '@courtside/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { apiError, type ApiAnswer, type ApiHandlers } from '@courtside/test-support/mock-api';
import { never, renderHosted, toasts } from '@courtside/test-support/render-page';
import { sessionOf, userOf } from '@/test/fixtures';
import { ProfileSettings } from './profile-form';

const ROUTE = '/api/me/profile';
const STORED: MyProfile = { name: 'Anna de Vries', phone: null, show_my_name: true };
const profile = (overrides: Partial<MyProfile> = {}): ApiAnswer => ({
  body: { data: { ...STORED, ...overrides } },
});

/** A server that keeps the profile and answers a PUT with all of it, as the API does. */
function profileServer(initial: Partial<MyProfile> = {}): ApiHandlers {
  let stored: MyProfile = { ...STORED, ...initial };
  return {
    [`GET ${ROUTE}`]: () => ({ body: { data: stored } }),
    [`PUT ${ROUTE}`]: ({ body }) => {
      stored = { ...stored, ...(body as Partial<MyProfile>) };
      return { body: { data: stored } };
    },
  };
}

function renderProfile(api: ApiHandlers, session: ApiAnswer = { body: sessionOf('clubmember') }) {
  return renderHosted('/settings/profile', <Route path="/settings/profile" element={<ProfileSettings />} />, {
    session,
    api,
  });
}

const nameField = () => screen.getByRole('textbox', { name: 'Name' });
const phoneField = () => screen.getByRole('textbox', { name: 'Phone' });
const showName = () => screen.getByRole('checkbox', { name: 'Show my name to other members' });
const save = () => screen.getByRole('button', { name: 'Save profile' });

describe('own profile', () => {
  afterEach(async () => {
    cleanup();
    await applyLocale('en');
  });

  it('shows the profile as the server has it', async () => {
    renderProfile({ [`GET ${ROUTE}`]: profile({ phone: '06 1234 5678', show_my_name: false }) });
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Anna de Vries');
    expect(phoneField()).toHaveValue('06 1234 5678');
    expect(showName()).not.toBeChecked();
    expect(showName()).toHaveAccessibleDescription(
      "Off: other members see you as Member. The club's staff always see your name.",
    );
  });

  it('shows placeholders while loading, and a failed load with Try again', async () => {
    const user = userEvent.setup();
    const loading = renderProfile({ [`GET ${ROUTE}`]: never });
    expect(screen.getByRole('status', { name: 'Loading your profile...' })).toBeInTheDocument();
    loading.unmount();

    const { server } = renderProfile({ [`GET ${ROUTE}`]: apiError(503, 'Service unavailable') });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your profile could not be loaded: Service unavailable');
    server.on(`GET ${ROUTE}`, profile());
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Anna de Vries');
  });

  it('sends only what changed, trimmed, and says it was saved', async () => {
    const user = userEvent.setup();
    const { server } = renderProfile(profileServer());
    await user.clear(await screen.findByRole('textbox', { name: 'Name' }));
    await user.type(nameField(), '  Anna Jansen ');
    await user.type(phoneField(), '+31 6 1234 5678');
    await user.click(showName());
    await user.click(save());
    const first = await toasts().findByText('Your profile has been saved');
    expect(server.callsTo(`PUT ${ROUTE}`).map((c) => c.body)).toEqual([
      { name: 'Anna Jansen', phone: '+31 6 1234 5678', show_my_name: false },
    ]);

    // Emptying the phone clears it; the unchanged name is not sent again.
    await user.clear(phoneField());
    await user.click(save());
    // The second save says so again, in a toast that replaces the first (they never pile up).
    await waitFor(() => expect(first).not.toBeInTheDocument());
    expect(await toasts().findAllByText('Your profile has been saved')).toHaveLength(1);
    expect(server.callsTo(`PUT ${ROUTE}`).map((c) => c.body)[1]).toEqual({ phone: null });
  });

  it("checks the server's rules before sending, with its messages", async () => {
    const user = userEvent.setup();
    const { server } = renderProfile(profileServer());
    await user.clear(await screen.findByRole('textbox', { name: 'Name' }));
    await user.click(nameField());
    await user.paste('x'.repeat(LIMITS.userName + 1));
    await user.type(phoneField(), 'call me');
    await user.click(save());
    expect(nameField()).toHaveAccessibleDescription(expect.stringContaining(VALIDATION.nameTooLong));
    expect(phoneField()).toHaveAccessibleDescription(expect.stringContaining(VALIDATION.memberPhoneInvalid));
    expect(nameField()).toHaveFocus();
    expect(server.callsTo(`PUT ${ROUTE}`)).toEqual([]);
  });

  it("puts the server's field errors on their fields and says the save failed", async () => {
    const user = userEvent.setup();
    renderProfile({
      [`GET ${ROUTE}`]: profile(),
      [`PUT ${ROUTE}`]: apiError(400, 'Validation failed', { phone: VALIDATION.memberPhoneInvalid }),
    });
    await user.type(await screen.findByRole('textbox', { name: 'Phone' }), '0612345678');
    await user.click(save());
    expect(
      await toasts().findByText('Your profile could not be saved: Validation failed'),
    ).toBeInTheDocument();
    expect(phoneField()).toHaveAttribute('aria-invalid', 'true');
    expect(phoneField()).toHaveAccessibleDescription(VALIDATION.memberPhoneInvalid);
    expect(phoneField()).toHaveValue('0612345678');
  });

  it('says it all in Dutch for a Dutch reader', async () => {
    const user = userEvent.setup();
    const dutch = { body: { ...sessionOf('clubmember'), user: { ...userOf('clubmember'), locale: 'nl' } } };
    renderProfile(profileServer(), dutch);
    expect(await screen.findByRole('heading', { level: 1, name: 'Profiel' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Naam' })).toHaveValue('Anna de Vries');
    expect(screen.getByRole('checkbox', { name: 'Toon mijn naam aan andere leden' })).toBeChecked();
    await user.type(screen.getByRole('textbox', { name: 'Telefoon' }), 'bel me');
    await user.click(screen.getByRole('button', { name: 'Profiel opslaan' }));
    expect(screen.getByRole('textbox', { name: 'Telefoon' })).toHaveAccessibleDescription(
      VALIDATION_NL.memberPhoneInvalid,
    );
  });
});
