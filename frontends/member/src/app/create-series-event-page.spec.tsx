import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applyLocale } from '@courtside/core';
import { sessionOf, userOf } from '@/test/fixtures';
import { apiError, type ApiAnswer } from '@courtside/test-support/mock-api';
import { renderPage, toasts } from '@/test/render-page';
import { enter } from '@courtside/test-support/user-input';

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const setValue = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

async function renderForm(answer: ApiAnswer = { status: 201, body: { data: {} } }, session?: ApiAnswer) {
  const rendered = renderPage('/events/create', {
    as: 'cluborganiser',
    session,
    api: { 'POST /api/events': answer },
  });
  await screen.findByLabelText(/^Event Name|^Naam/);
  const user = userEvent.setup();
  // Saturday 7 June 2031, 10:00-12:00.
  await enter(user, field('Event Name|Naam'), 'Saturday Ladder');
  setValue('Event Date|Datum', '2031-06-07');
  setValue('Start Time|Begintijd', '10:00');
  setValue('End Time|Eindtijd', '12:00');
  return { ...rendered, user };
}

// A repeat rule is typed key by key (the form checks it as it is typed), and each key parses the
// rule and says the series in words: with both cores busy these tests take up to about 4 s.
jest.setTimeout(10_000);

describe('Create event page: repeating events', () => {
  afterEach(async () => {
    cleanup();
    await applyLocale('en');
  });

  it("offers 'Repeat until' and the series in words once it repeats", async () => {
    const { user, server } = await renderForm();
    expect(screen.queryByLabelText(/^Repeat until/)).not.toBeInTheDocument();
    await user.selectOptions(field('Recurring Pattern'), 'Weekly');
    expect(field('Recurring Pattern')).toHaveAccessibleDescription('Every Saturday at 10:00');
    setValue('Repeat until', '2027-03-15');
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(field('Repeat until')).toHaveAccessibleDescription(
      expect.stringContaining('Repeat until cannot be before the first date'),
    );
    setValue('Repeat until', '2031-12-20');
    expect(field('Recurring Pattern')).toHaveAccessibleDescription(
      'Every Saturday at 10:00 until 20 Dec 2031',
    );
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    await waitFor(() => expect(server.callsTo('POST /api/events')).toHaveLength(1));
    expect(server.callsTo('POST /api/events')[0].body).toMatchObject({
      recurring_pattern: 'weekly',
      repeat_until: '2031-12-20',
      start_time: '2031-06-07T10:00:00',
    });
    expect(server.callsTo('POST /api/events')[0].body).not.toHaveProperty('rule');
  });

  it('checks a custom rule as it is typed, and says it in words once it reads', async () => {
    const { user, server } = await renderForm();
    await user.selectOptions(field('Recurring Pattern'), 'Advanced (custom rule)');
    await user.type(field('Repeat rule'), 'FREQ=HOURLY');
    // (Longer rules are pasted: one change each, as the parser sees every keystroke anyway.)
    expect(field('Repeat rule')).toHaveAccessibleDescription(
      expect.stringContaining('The rule must repeat DAILY, WEEKLY or MONTHLY'),
    );
    expect(field('Repeat rule')).toHaveAttribute('aria-invalid', 'true');
    setValue('Repeat rule', 'FREQ=WEEKLY;INTERVAL=2;BYDAY=SA;COUNT=4');
    expect(field('Repeat rule')).toHaveAccessibleDescription(
      expect.stringContaining('The rule may not use COUNT: set Repeat until instead'),
    );
    setValue('Repeat rule', 'FREQ=WEEKLY;INTERVAL=2;BYDAY=SA');
    expect(field('Repeat rule')).not.toHaveAttribute('aria-invalid', 'true');
    expect(field('Recurring Pattern')).toHaveAccessibleDescription('Every 2 weeks on Saturday at 10:00');

    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    await waitFor(() => expect(server.callsTo('POST /api/events')).toHaveLength(1));
    expect(server.callsTo('POST /api/events')[0].body).toMatchObject({
      recurring_pattern: 'weekly',
      rule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=SA',
    });
  });

  it('asks for a rule, and for a first date the rule repeats on', async () => {
    const { user, server } = await renderForm();
    await user.selectOptions(field('Recurring Pattern'), 'Advanced (custom rule)');
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(field('Repeat rule')).toHaveAccessibleDescription(
      expect.stringContaining('The rule must be an RRULE such as FREQ=WEEKLY;BYDAY=WE'),
    );
    setValue('Repeat rule', 'FREQ=MONTHLY;BYDAY=1SU');
    expect(field('Event Date')).toHaveAccessibleDescription(
      'The start time must be on a date the series repeats on',
    );
    setValue('Repeat rule', 'FREQ=MONTHLY;BYDAY=1SA');
    expect(field('Event Date')).not.toHaveAttribute('aria-invalid', 'true');
    expect(field('Recurring Pattern')).toHaveAccessibleDescription(
      'Every month on the first Saturday at 10:00',
    );
    expect(server.callsTo('POST /api/events')).toHaveLength(0);
  });

  it("shows the server's word on the rule on the rule's field", async () => {
    const { user } = await renderForm(
      apiError(400, 'Validation failed', {
        rule: 'The rule may use only FREQ, INTERVAL, BYDAY, BYMONTHDAY, BYSETPOS and UNTIL (WKST)',
      }),
    );
    await user.selectOptions(field('Recurring Pattern'), 'Advanced (custom rule)');
    setValue('Repeat rule', 'FREQ=WEEKLY;BYDAY=SA');
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(await toasts().findByText('Failed to create event')).toBeInTheDocument();
    expect(field('Repeat rule')).toHaveAccessibleDescription(
      expect.stringContaining(
        'The rule may use only FREQ, INTERVAL, BYDAY, BYMONTHDAY, BYSETPOS and UNTIL (WKST)',
      ),
    );
    expect(field('Repeat rule')).toHaveFocus();
  });

  it('says the series in Dutch for a Dutch reader', async () => {
    const dutch = {
      body: { ...sessionOf('cluborganiser'), user: { ...userOf('cluborganiser'), locale: 'nl' } },
    };
    const { user } = await renderForm(undefined, dutch);
    await screen.findByLabelText(/^Herhaling/);
    await user.selectOptions(field('Herhaling'), 'Wekelijks');
    setValue('Herhalen tot', '2032-03-15');
    expect(field('Herhaling')).toHaveAccessibleDescription('Elke zaterdag om 10:00 tot 15 mrt 2032');
    await user.selectOptions(field('Herhaling'), 'Geavanceerd (eigen regel)');
    setValue('Herhaalregel', 'FREQ=MONTHLY;BYDAY=1SA');
    expect(field('Herhaling')).toHaveAccessibleDescription(
      'Elke maand op de eerste zaterdag om 10:00 tot 15 mrt 2032',
    );
    await user.type(field('Herhaalregel'), ';COUNT=3');
    expect(field('Herhaalregel')).toHaveAccessibleDescription(
      expect.stringContaining('De regel mag geen COUNT gebruiken: vul Herhalen tot in'),
    );
  });
});
