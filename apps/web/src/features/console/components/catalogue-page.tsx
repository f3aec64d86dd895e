import { type ConsoleVendor, gameCategories, VENDOR_SECRET_ROLES } from '@lotus/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { queryClient } from '@/lib/api';
import { catalogueKey, moveVendor, vendorsQuery } from '../api/console-games-api';
import { useConsoleSession } from '../stores/console-session';
import { CatalogueAddVendorDialog } from './catalogue-add-vendor-dialog';
import { VendorBadges, vendorName } from './catalogue-badges';
import { CatalogueVendorPanel } from './catalogue-vendor-panel';
import './console-admin.css';
import './catalogue.css';

const NO_GAMES = 'NONE';

/** Vendors in each category they have games in, in the players' order (a vendor shows once per category). */
function lanesOf(vendors: ConsoleVendor[]) {
  const lanes = new Map<string, ConsoleVendor[]>();
  const known: string[] = [...gameCategories];
  for (const vendor of vendors) {
    if (vendor.categories.length === 0) lanes.set(NO_GAMES, [...(lanes.get(NO_GAMES) ?? []), vendor]);
    for (const { gameType } of vendor.categories) {
      if (!known.includes(gameType)) known.push(gameType);
      lanes.set(gameType, [...(lanes.get(gameType) ?? []), vendor]);
    }
  }
  return [...known, NO_GAMES].flatMap((key) => {
    const list = lanes.get(key);
    return list ? [{ key, list }] : [];
  });
}

/**
 * The game catalogue: vendors grouped by category with their status, ordered with up and down inside each lane;
 * the chosen vendor (`?vendor=<id>`) opens beside the list with its switches and games. Players see every change on
 * their next request.
 */
export function CataloguePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const vendors = useQuery(vendorsQuery());
  const [busy, setBusy] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const role = useConsoleSession((s) => s.operator?.role);
  const list = vendors.data?.list ?? [];
  const chosenId = Number(params.get('vendor')) || list[0]?.id;
  const chosen = list.find((v) => v.id === chosenId) ?? list[0];

  const choose = (id: number) => {
    const next = new URLSearchParams(params);
    next.set('vendor', String(id));
    next.delete('gp');
    setParams(next);
  };

  const move = async (vendor: ConsoleVendor, gameType: string, direction: 'up' | 'down') => {
    setBusy(`${gameType}:${vendor.id}`);
    try {
      const body = gameType === NO_GAMES ? { direction } : { direction, gameType: gameType as 'RNG' };
      queryClient.setQueryData(vendorsQuery().queryKey, await moveVendor(vendor.id, body));
      toast.success(t('consoleCatalogue.moved', { name: vendorName(vendor) }));
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t('errors.unknown'));
    } finally {
      setBusy(null);
      await queryClient.invalidateQueries({ queryKey: catalogueKey });
    }
  };

  return (
    <section className="console-page" aria-labelledby="console-catalogue">
      <header className="console-page__head">
        <h2 id="console-catalogue">{t('consoleCatalogue.title')}</h2>
        {vendors.data ? (
          <span className="console-muted tabular">{t('consoleCatalogue.vendorCount', { count: list.length })}</span>
        ) : null}
        {role && VENDOR_SECRET_ROLES.includes(role) ? (
          <Button variant="accent" onClick={() => setAdding(true)} data-testid="vendor-add">
            {t('consoleCatalogue.add.open')}
          </Button>
        ) : null}
      </header>
      <p className="console-muted">{t('consoleCatalogue.hint')}</p>
      {vendors.isPending ? <Skeleton height={320} /> : null}
      {vendors.isError ? (
        <p className="console-error" role="alert">
          {vendors.error.message}{' '}
          <Button size="sm" variant="outline" onClick={() => void vendors.refetch()}>
            {t('common.retry')}
          </Button>
        </p>
      ) : null}
      {vendors.isSuccess && list.length === 0 ? <p className="console-muted">{t('consoleCatalogue.empty')}</p> : null}
      {list.length > 0 ? (
        <div className="catalogue">
          <nav className="catalogue__lanes" aria-label={t('consoleCatalogue.vendors')}>
            {lanesOf(list).map(({ key, list: lane }) => (
              <section key={key} className="catalogue__lane" aria-labelledby={`catalogue-lane-${key}`}>
                <h3 id={`catalogue-lane-${key}`} className="catalogue__lane-title">
                  {key === NO_GAMES ? t('consoleCatalogue.noGames') : t(`categories.${key}`, key)}
                  <span className="console-muted tabular"> · {lane.length}</span>
                </h3>
                <ul className="catalogue__vendors">
                  {lane.map((vendor, index) => {
                    const count = vendor.categories.find((c) => c.gameType === key);
                    const on = vendor.id === chosen?.id;
                    return (
                      <li
                        key={vendor.id}
                        className={`catalogue__vendor${on ? ' catalogue__vendor--on' : ''}`}
                        data-testid="catalogue-vendor"
                        data-vendor={vendor.code}
                        data-lane={key}
                      >
                        <button
                          type="button"
                          className="catalogue__vendor-pick"
                          aria-current={on ? 'true' : undefined}
                          onClick={() => choose(vendor.id)}
                        >
                          <span className="catalogue__vendor-name">
                            <strong>{vendorName(vendor)}</strong>
                            <span className="console-muted tabular">
                              {vendor.code}
                              {count ? ` · ${t('consoleCatalogue.gameCount', { count: count.games })}` : ''}
                            </span>
                          </span>
                          <VendorBadges vendor={vendor} compact />
                        </button>
                        <span className="console-order">
                          <Button
                            size="sm"
                            variant="ghost"
                            aria-label={t('consoleCatalogue.moveUp', { name: vendorName(vendor) })}
                            disabled={index === 0 || busy !== null}
                            onClick={() => void move(vendor, key, 'up')}
                          >
                            ↑
                          </Button>
                          <Button
                            size="sm"
                            variant="ghost"
                            aria-label={t('consoleCatalogue.moveDown', { name: vendorName(vendor) })}
                            disabled={index === lane.length - 1 || busy !== null}
                            onClick={() => void move(vendor, key, 'down')}
                          >
                            ↓
                          </Button>
                        </span>
                      </li>
                    );
                  })}
                </ul>
              </section>
            ))}
          </nav>
          {chosen ? <CatalogueVendorPanel key={chosen.id} vendor={chosen} /> : null}
        </div>
      ) : null}
      {adding ? (
        <CatalogueAddVendorDialog
          sortOrder={list.reduce((next, v) => Math.max(next, v.sortOrder + 1), 0)}
          onClose={() => setAdding(false)}
          onCreated={(vendor) => {
            setAdding(false);
            choose(vendor.id);
          }}
        />
      ) : null}
    </section>
  );
}
