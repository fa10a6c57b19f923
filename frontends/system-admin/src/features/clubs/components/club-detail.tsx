import { ApiError, formatLongDateTime } from '@courtside/core';
import { BackLink } from '@courtside/ui/back-link';
import { ButtonAnchor, ButtonLink } from '@courtside/ui/button';
import { EditIcon, ExternalIcon } from '@courtside/ui/icons';
import { Card, PageHeader } from '@courtside/ui/page';
import { Alert, SkeletonBlock } from '@courtside/ui/states';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/lib/paths';
import { useClub } from '../api/get-club';
import type { AdminClub } from '../types';

/** The club's own admin page, on its subdomain of this host (SPEC.md 'System club detail page'). */
export function clubAdminUrl(
  subdomain: string,
  location: Pick<Location, 'protocol' | 'host'> = window.location,
) {
  return `${location.protocol}//${subdomain}.${location.host}/club-admin`;
}

function NewTabLink({ href, children }: { href: string; children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="cs-visually-hidden"> {t('opensInNewTab')}</span> <ExternalIcon />
    </a>
  );
}

function FactList({ title, id, facts }: { title: string; id: string; facts: [string, ReactNode][] }) {
  return (
    <Card as="section" className="cssa-card" aria-labelledby={id}>
      <h2 id={id} className="cssa-card__heading">
        {title}
      </h2>
      <dl className="cssa-facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

function ClubFacts({ club }: { club: AdminClub }) {
  const { t } = useTranslation(['system-admin', 'common']);
  const f = (key: string) => t(`clubDetail.fields.${key}`);
  const yesNo = (value: boolean) => (value ? t('common.yes') : t('common.no'));
  const details: [string, ReactNode][] = [
    [f('name'), club.name],
    [
      f('subdomain'),
      <code key="s" className="cssa-code">
        {club.subdomain}
      </code>,
    ],
    [f('subscriptionId'), club.subscription_id || t('common:notAvailable')],
  ];
  if (club.description)
    details.push([
      f('description'),
      <span key="d" className="cssa-pre-line">
        {club.description}
      </span>,
    ]);
  if (club.email)
    details.push([
      f('email'),
      <a key="e" href={`mailto:${club.email}`}>
        {club.email}
      </a>,
    ]);
  if (club.phone)
    details.push([
      f('phone'),
      <a key="p" href={`tel:${club.phone.replace(/\s+/g, '')}`}>
        {club.phone}
      </a>,
    ]);
  if (club.website)
    details.push([
      f('website'),
      <NewTabLink key="w" href={club.website}>
        {club.website}
      </NewTabLink>,
    ]);
  if (club.address) details.push([f('address'), club.address]);
  return (
    <div className="cssa-detail-grid">
      <FactList id="cssa-club-details" title={t('clubDetail.details')} facts={details} />
      <FactList
        id="cssa-club-settings"
        title={t('clubDetail.settings')}
        facts={[
          [f('users'), club.user_count],
          [f('events'), club.event_count],
          [f('timezone'), club.timezone],
          [f('joinPolicy'), t(`clubForm.joinPolicyOption.${club.join_policy}`)],
          [f('listed'), yesNo(club.listed)],
          [f('created'), formatLongDateTime(club.created_at)],
        ]}
      />
    </div>
  );
}

/** '/system-admin/clubs/:id' (`system:admin`). */
export function ClubDetail({ id }: { id: string }) {
  const { t } = useTranslation(['system-admin', 'common']);
  const club = useClub(id);
  return (
    <>
      <BackLink to={paths.dashboard}>{t('common.backToDashboard')}</BackLink>
      {club.isPending ? (
        <SkeletonBlock label={t('clubDetail.loading')} lines={8} />
      ) : club.isError ? (
        club.error instanceof ApiError && club.error.status === 404 ? (
          <Alert kind="warning">{t('clubDetail.notFound')}</Alert>
        ) : (
          <Alert>{t('clubDetail.loadError', { message: club.error.message })}</Alert>
        )
      ) : (
        <>
          <PageHeader
            title={club.data.name}
            subtitle={<code className="cssa-code">{club.data.subdomain}</code>}
            actions={
              <ButtonLink to={paths.editClub(club.data.id)} icon={<EditIcon />}>
                {t('common.edit')}
              </ButtonLink>
            }
          />
          <div className="cssa-callout">
            <ButtonAnchor
              variant="default"
              href={clubAdminUrl(club.data.subdomain)}
              target="_blank"
              rel="noopener noreferrer"
              iconEnd={<ExternalIcon />}
            >
              {t('clubDetail.goToAdminPanel')}
              <span className="cs-visually-hidden"> {t('common:opensInNewTab')}</span>
            </ButtonAnchor>
            <p className="cssa-callout__note">{t('clubDetail.adminPanelNote')}</p>
          </div>
          <ClubFacts club={club.data} />
        </>
      )}
    </>
  );
}
