import type { ConsoleSiteDomain, ConsoleSiteResource, ConsoleSiteServiceEntry } from '@lotus/contract';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { currentLanguage } from '@/lib/i18n';
import {
  removeSiteDomain,
  removeSiteEntry,
  reorderSiteEntries,
  type SiteList,
  siteQuery,
} from '../api/console-site-api';
import { catalogueImage } from './catalogue-badges';
import { ConfirmDialog } from './content-parts';
import { failureMessage } from './kit';
import { SiteBrandForm } from './site-brand-form';
import { SiteDomainDialog } from './site-domain-dialog';
import { ResourceDialog, ServiceEntryDialog } from './site-entry-dialogs';
import './console-admin.css';
import './site-settings.css';

/** What the delete confirmation names and removes. */
interface Removal {
  name: string;
  run: () => Promise<unknown>;
}

type Localized = { EN: string; CN: string };

const localized = (label: Localized) => (currentLanguage() === 'CN' ? label.CN : label.EN);
const otherLanguage = (label: Localized) => (currentLanguage() === 'CN' ? label.EN : label.CN);

/**
 * The brand's site as players see it: brand block, domains and their base URLs, customer service, official channels
 * and app links. Every change reaches players on their next page load, on every server process.
 */
export function SiteSettingsPage() {
  const { t } = useTranslation();
  const site = useQuery(siteQuery());
  const [domain, setDomain] = useState<ConsoleSiteDomain | null | undefined>(undefined);
  const [service, setService] = useState<ConsoleSiteServiceEntry | null | undefined>(undefined);
  const [resource, setResource] = useState<ConsoleSiteResource | null | undefined>(undefined);
  const [removal, setRemoval] = useState<Removal | null>(null);
  const [busy, setBusy] = useState(false);
  const data = site.data;

  const remove = async () => {
    if (!removal) return;
    try {
      await removal.run();
      toast.success(t('consoleSite.removed', { name: removal.name }));
      setRemoval(null);
    } catch (error) {
      toast.error(failureMessage(error, t('errors.unknown')));
    }
  };

  const move = async (list: SiteList, ids: number[], index: number, by: -1 | 1) => {
    const order = [...ids];
    const [id] = order.splice(index, 1);
    if (id === undefined) return;
    order.splice(index + by, 0, id);
    setBusy(true);
    try {
      await reorderSiteEntries(list, order);
      toast.success(t('consoleSite.reordered'));
    } catch (error) {
      toast.error(failureMessage(error, t('errors.unknown')));
    } finally {
      setBusy(false);
    }
  };

  const orderButtons = (list: SiteList, ids: number[], index: number, name: string) => (
    <span className="console-order">
      <Button
        size="sm"
        variant="ghost"
        aria-label={t('consoleSite.moveUp', { name })}
        disabled={index === 0 || busy}
        onClick={() => void move(list, ids, index, -1)}
      >
        ↑
      </Button>
      <Button
        size="sm"
        variant="ghost"
        aria-label={t('consoleSite.moveDown', { name })}
        disabled={index === ids.length - 1 || busy}
        onClick={() => void move(list, ids, index, 1)}
      >
        ↓
      </Button>
    </span>
  );

  const rowActions = (name: string, edit: () => void, remove: Removal | null, removeHint?: string) => (
    <div className="console-actions">
      <Button size="sm" variant="outline" aria-label={t('consoleSite.editOne', { name })} onClick={edit}>
        {t('consoleSite.edit')}
      </Button>
      <Button
        size="sm"
        variant="ghost"
        aria-label={t('consoleSite.removeOne', { name })}
        title={remove ? undefined : removeHint}
        disabled={!remove}
        onClick={() => remove && setRemoval(remove)}
      >
        {t('consoleSite.remove')}
      </Button>
    </div>
  );

  /** The customer-service entries or the resources: ordered rows with type, label in both languages and link. */
  const entryTable = <E extends { id: number; label: Localized }>(
    list: SiteList,
    entries: E[],
    columns: {
      testId: string;
      typeHeader: string;
      urlHeader: string;
      typeCell: (entry: E) => ReactNode;
      urlCell: (entry: E) => ReactNode;
      icon?: (entry: E) => string | null;
      onEdit: (entry: E) => void;
    },
  ) =>
    entries.length === 0 ? (
      <p className="console-muted">{t('consoleSite.empty')}</p>
    ) : (
      <table className="console-table">
        <thead>
          <tr>
            <th scope="col">{t('consoleSite.order')}</th>
            <th scope="col">{columns.typeHeader}</th>
            <th scope="col">{t('consoleSite.label')}</th>
            <th scope="col">{columns.urlHeader}</th>
            <th scope="col">
              <span className="visually-hidden">{t('consoleSite.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((e, index) => {
            const name = localized(e.label);
            const icon = columns.icon?.(e);
            return (
              <tr key={e.id} data-testid={columns.testId} data-entry={e.label.EN}>
                <td>
                  {orderButtons(
                    list,
                    entries.map((x) => x.id),
                    index,
                    name,
                  )}
                </td>
                <td>{columns.typeCell(e)}</td>
                <td>
                  <span className="site-resource__name">
                    {icon ? <img src={catalogueImage(icon)} alt="" width={20} height={20} /> : null}
                    <strong>{name}</strong>
                  </span>
                  <div className="console-muted">{otherLanguage(e.label)}</div>
                </td>
                <td className="site-url">{columns.urlCell(e)}</td>
                <td>{rowActions(name, () => columns.onEdit(e), { name, run: () => removeSiteEntry(list, e.id) })}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    );

  return (
    <section className="console-page site-page" aria-labelledby="console-site">
      <header className="console-page__head">
        <h2 id="console-site">{t('consoleSite.title')}</h2>
      </header>
      <p className="console-muted">{t('consoleSite.hint')}</p>
      {site.isPending ? <Skeleton height={240} /> : null}
      {site.isError ? (
        <p className="console-error" role="alert">
          {site.error.message}{' '}
          <Button size="sm" variant="outline" onClick={() => void site.refetch()}>
            {t('common.retry')}
          </Button>
        </p>
      ) : null}
      {data ? (
        <>
          <SiteBrandForm brand={data.brand} />

          <SitePanel
            id="site-domains"
            title={t('consoleSite.domains.title')}
            hint={t('consoleSite.domains.hint')}
            action={
              <Button size="sm" variant="accent" onClick={() => setDomain(null)}>
                {t('consoleSite.domains.add')}
              </Button>
            }
          >
            <table className="console-table">
              <thead>
                <tr>
                  <th scope="col">{t('consoleSite.domains.domain')}</th>
                  <th scope="col">{t('consoleSite.domains.label')}</th>
                  <th scope="col">{t('consoleSite.domains.baseUrl')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('consoleSite.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.domains.map((d) => (
                  <tr key={d.id} data-testid="site-domain" data-domain={d.domain}>
                    <td>
                      <strong>{d.domain}</strong>{' '}
                      {d.primary ? (
                        <span className="console-badge console-badge--ok">{t('consoleSite.domains.primary')}</span>
                      ) : null}
                    </td>
                    <td>{d.label}</td>
                    <td className="site-url">
                      {d.effectiveBaseUrl ?? t('consoleSite.domains.thisServer')}
                      {d.baseUrl ? null : <div className="console-muted">{t('consoleSite.domains.default')}</div>}
                    </td>
                    <td>
                      {rowActions(
                        d.domain,
                        () => setDomain(d),
                        d.primary || data.domains.length === 1
                          ? null
                          : { name: d.domain, run: () => removeSiteDomain(d.id) },
                        t('consoleSite.domains.primaryStays'),
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </SitePanel>

          <SitePanel
            id="site-service"
            title={t('consoleSite.service.title')}
            hint={t('consoleSite.service.hint')}
            action={
              <Button size="sm" variant="accent" onClick={() => setService(null)} data-testid="site-service-add">
                {t('consoleSite.service.add')}
              </Button>
            }
          >
            {entryTable('customer-service', data.customerService, {
              testId: 'site-service',
              typeHeader: t('consoleSite.service.type'),
              urlHeader: t('consoleSite.service.url'),
              typeCell: (e) => <span className="tabular">{e.csType}</span>,
              urlCell: (e) => (
                <>
                  {e.url || t('consoleSite.service.unreadable')}{' '}
                  {e.obfuscated ? (
                    <span className="console-badge console-badge--off">{t('consoleSite.service.obfuscated')}</span>
                  ) : null}
                </>
              ),
              onEdit: setService,
            })}
          </SitePanel>

          <SitePanel
            id="site-resources"
            title={t('consoleSite.resources.title')}
            hint={t('consoleSite.resources.hint')}
            action={
              <Button size="sm" variant="accent" onClick={() => setResource(null)}>
                {t('consoleSite.resources.add')}
              </Button>
            }
          >
            {entryTable('resources', data.resources, {
              testId: 'site-resource',
              typeHeader: t('consoleSite.resources.type'),
              urlHeader: t('consoleSite.resources.url'),
              typeCell: (r) => t(`consoleSite.resources.types.${r.resourceType}`),
              urlCell: (r) => r.url,
              icon: (r) => r.iconUrl,
              onEdit: setResource,
            })}
          </SitePanel>
        </>
      ) : null}
      {domain !== undefined ? <SiteDomainDialog domain={domain} onClose={() => setDomain(undefined)} /> : null}
      {service !== undefined ? <ServiceEntryDialog entry={service} onClose={() => setService(undefined)} /> : null}
      {resource !== undefined ? <ResourceDialog resource={resource} onClose={() => setResource(undefined)} /> : null}
      {removal ? (
        <ConfirmDialog
          title={t('consoleSite.removeTitle', { name: removal.name })}
          confirm={t('consoleSite.remove')}
          onConfirm={remove}
          onClose={() => setRemoval(null)}
        >
          <p>{t('consoleSite.removeText')}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

/** One titled block of the page with its main action. */
function SitePanel({
  id,
  title,
  hint,
  action,
  children,
}: {
  id: string;
  title: string;
  hint: string;
  action: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="card console-panel" aria-labelledby={id}>
      <div className="console-page__head">
        <h3 id={id} className="console-panel__title">
          {title}
        </h3>
        {action}
      </div>
      <p className="console-muted">{hint}</p>
      {children}
    </section>
  );
}
