import type { ReactNode } from 'react';
import { Alert, Button } from 'antd';
import { EditOutlined, ExportOutlined } from '@ant-design/icons';
import { ApiError, formatLongDateTime } from '@courtside/core';
import { BackLink } from '@/lib/back-link';
import { ButtonLink } from '@/lib/button-link';
import { LoadingBlock } from '@/lib/loading-block';
import { PageHeader } from '@/lib/page-layout';
import { paths } from '@/lib/paths';
import { TEXT } from '@/texts';
import { useClub } from '../api/get-club';
import type { AdminClub } from '../types';

const t = TEXT.clubDetail;

/** The club's own admin page, on its subdomain of this host (SPEC.md 'System club detail page'). */
export function clubAdminUrl(
  subdomain: string,
  location: Pick<Location, 'protocol' | 'host'> = window.location,
) {
  return `${location.protocol}//${subdomain}.${location.host}/club-admin`;
}

function NewTabLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="cssa-visually-hidden"> {t.opensInNewTab}</span>
      <ExportOutlined className="cssa-new-tab-icon" aria-hidden />
    </a>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="cssa-facts__item">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function ClubFacts({ club }: { club: AdminClub }) {
  const f = t.fields;
  return (
    <div className="cssa-detail-grid">
      <section className="cssa-card" aria-labelledby="cssa-club-details">
        <h2 id="cssa-club-details" className="cssa-card__heading">
          {t.details}
        </h2>
        <dl className="cssa-facts">
          <Fact label={f.name}>{club.name}</Fact>
          <Fact label={f.subdomain}>
            <code className="cssa-code">{club.subdomain}</code>
          </Fact>
          <Fact label={f.subscriptionId}>{club.subscription_id || TEXT.common.notAvailable}</Fact>
          {club.description ? (
            <Fact label={f.description}>
              <span className="cssa-pre-line">{club.description}</span>
            </Fact>
          ) : null}
          {club.email ? (
            <Fact label={f.email}>
              <a href={`mailto:${club.email}`}>{club.email}</a>
            </Fact>
          ) : null}
          {club.phone ? (
            <Fact label={f.phone}>
              <a href={`tel:${club.phone.replace(/\s+/g, '')}`}>{club.phone}</a>
            </Fact>
          ) : null}
          {club.website ? (
            <Fact label={f.website}>
              <NewTabLink href={club.website}>{club.website}</NewTabLink>
            </Fact>
          ) : null}
          {club.address ? <Fact label={f.address}>{club.address}</Fact> : null}
        </dl>
      </section>
      <section className="cssa-card" aria-labelledby="cssa-club-settings">
        <h2 id="cssa-club-settings" className="cssa-card__heading">
          {t.settings}
        </h2>
        <dl className="cssa-facts">
          <Fact label={f.users}>{club.user_count}</Fact>
          <Fact label={f.events}>{club.event_count}</Fact>
          <Fact label={f.timezone}>{club.timezone}</Fact>
          <Fact label={f.guestSignup}>{club.allow_guest_signup ? TEXT.common.yes : TEXT.common.no}</Fact>
          <Fact label={f.listed}>{club.listed ? TEXT.common.yes : TEXT.common.no}</Fact>
          <Fact label={f.created}>{formatLongDateTime(club.created_at)}</Fact>
        </dl>
      </section>
    </div>
  );
}

/** '/system-admin/clubs/:id' (`system:admin`). */
export function ClubDetail({ id }: { id: string }) {
  const club = useClub(id);

  return (
    <>
      <BackLink />
      {club.isPending ? (
        <LoadingBlock label={t.loading} lines={8} />
      ) : club.isError ? (
        club.error instanceof ApiError && club.error.status === 404 ? (
          <Alert type="warning" showIcon message={t.notFound} />
        ) : (
          <Alert type="error" showIcon message={t.loadError(club.error.message)} />
        )
      ) : (
        <>
          <PageHeader
            title={club.data.name}
            subtitle={<code className="cssa-code">{club.data.subdomain}</code>}
            actions={
              <ButtonLink to={paths.editClub(club.data.id)} icon={<EditOutlined aria-hidden />}>
                {TEXT.common.edit}
              </ButtonLink>
            }
          />
          <div className="cssa-callout">
            <Button
              type="primary"
              href={clubAdminUrl(club.data.subdomain)}
              target="_blank"
              rel="noopener noreferrer"
              icon={<ExportOutlined aria-hidden />}
              iconPosition="end"
            >
              {t.goToAdminPanel}
              <span className="cssa-visually-hidden"> {t.opensInNewTab}</span>
            </Button>
            <p className="cssa-callout__note">{t.adminPanelNote}</p>
          </div>
          <ClubFacts club={club.data} />
        </>
      )}
    </>
  );
}
