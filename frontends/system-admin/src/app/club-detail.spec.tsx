import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clubAdminUrl } from '@/features/clubs/components/club-detail';
import { makeClub } from '@/test/fixtures';
import { apiError, type ApiAnswer } from '@courtside/test-support/mock-api';
import { currentPath, renderPage } from '@/test/render-page';
import { en } from '@/test/i18n';

const full = makeClub({
  name: 'Riverside Tennis Club',
  subdomain: 'riverside',
  subscription_id: 'sub_riverside_01',
  description: 'Six floodlit courts on the river path.',
  email: 'secretary@riverside.test',
  phone: '01632 960 101',
  website: 'https://riverside.example.org',
  address: '1 Towpath Lane, Riverside',
  user_count: 9,
  event_count: 12,
});
const bare = makeClub({ name: 'Harbour Lawn Tennis', subdomain: 'harbour', subscription_id: null });
const detail = (id: string) => `GET /api/admin/clubs/${id}`;
const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('Club detail', () => {
  it('shows every field the club has, with links for e-mail, phone and website', async () => {
    renderPage(`/system-admin/clubs/${full.id}`, { api: { [detail(full.id)]: { body: { data: full } } } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Riverside Tennis Club' }),
    ).toBeInTheDocument();
    expect(fact('Name')).toHaveTextContent('Riverside Tennis Club');
    expect(fact('Subdomain')).toHaveTextContent('riverside');
    expect(fact('Subscription ID')).toHaveTextContent('sub_riverside_01');
    expect(fact('Description')).toHaveTextContent('Six floodlit courts on the river path.');
    expect(within(fact('Email')).getByRole('link', { name: 'secretary@riverside.test' })).toHaveAttribute(
      'href',
      'mailto:secretary@riverside.test',
    );
    expect(within(fact('Phone')).getByRole('link', { name: '01632 960 101' })).toHaveAttribute(
      'href',
      'tel:01632960101',
    );
    const website = within(fact('Website')).getByRole('link', { name: /https:\/\/riverside\.example\.org/ });
    expect(website).toHaveAttribute('href', 'https://riverside.example.org');
    expect(website).toHaveAttribute('target', '_blank');
    expect(website.getAttribute('rel')).toContain('noopener');
    expect(fact('Address')).toHaveTextContent('1 Towpath Lane, Riverside');
    expect(fact('Users')).toHaveTextContent('9');
    expect(fact('Events')).toHaveTextContent('12');
    expect(fact('Timezone')).toHaveTextContent('Europe/London');
  });

  it('leaves out the optional fields a club does not have', async () => {
    renderPage(`/system-admin/clubs/${bare.id}`, { api: { [detail(bare.id)]: { body: { data: bare } } } });
    await screen.findByRole('heading', { level: 1, name: 'Harbour Lawn Tennis' });
    expect(fact('Subscription ID')).toHaveTextContent('N/A');
    for (const label of ['Description', 'Email', 'Phone', 'Website', 'Address']) {
      expect(screen.queryByText(label, { selector: 'dt' })).not.toBeInTheDocument();
    }
  });

  it("opens the club's own admin panel on its subdomain in a new tab, with the note", async () => {
    renderPage(`/system-admin/clubs/${full.id}`, { api: { [detail(full.id)]: { body: { data: full } } } });
    const button = await screen.findByRole('link', { name: /^Go to Club Admin Panel/ });
    // jsdom's page is http://localhost/.
    expect(button).toHaveAttribute('href', 'http://riverside.localhost/club-admin');
    expect(button).toHaveAttribute('target', '_blank');
    expect(button.getAttribute('rel')).toContain('noopener');
    expect(
      screen.getByText("You might need to log in separately to the club's admin panel."),
    ).toBeInTheDocument();
  });

  it('builds the admin URL from the protocol and host the console is on', () => {
    expect(clubAdminUrl('harbour', { protocol: 'https:', host: 'courtside.example:8443' })).toBe(
      'https://harbour.courtside.example:8443/club-admin',
    );
  });

  it('links to the edit form and back to the dashboard', async () => {
    const user = userEvent.setup();
    renderPage(`/system-admin/clubs/${full.id}`, {
      api: {
        [detail(full.id)]: { body: { data: full } },
        'GET /api/admin/clubs': { body: { data: [full] } },
        'GET /api/admin/system-users': { body: { data: [] } },
      },
    });
    expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/system-admin/clubs/${full.id}/edit`,
    );
    await user.click(screen.getByRole('link', { name: 'Back to System Administration' }));
    expect(currentPath()).toBe('/system-admin');
  });

  it("says 'Club not found.' for an unknown club", async () => {
    renderPage('/system-admin/clubs/nope', { api: { [detail('nope')]: apiError(404, 'Club not found') } });
    expect(await screen.findByText('Club not found.')).toBeInTheDocument();
  });

  it('shows the generic fetch failure for any other error', async () => {
    renderPage(`/system-admin/clubs/${full.id}`, {
      api: { [detail(full.id)]: apiError(503, 'Service temporarily unavailable, please try again shortly') },
    });
    expect(
      await screen.findByText('Error loading club details: Failed to fetch club details'),
    ).toBeInTheDocument();
  });

  it('shows a placeholder while the club loads', async () => {
    renderPage(`/system-admin/clubs/${full.id}`, {
      api: { [detail(full.id)]: () => new Promise<ApiAnswer>(() => undefined) },
    });
    expect(await screen.findByRole('status', { name: en('clubDetail.loading') })).toBeInTheDocument();
  });
});
