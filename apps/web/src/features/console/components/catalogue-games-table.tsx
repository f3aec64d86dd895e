import { type ConsoleGame, type ConsoleVendor, catalogueSubTypes, type UpdateGame } from '@lotus/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/form-field';
import { useMerchant } from '@/features/system';
import { formatMoney } from '@/lib/format';
import { catalogueKey, type GameSearch, updateGame, vendorGamesQuery } from '../api/console-games-api';
import { CatalogueSwitch, catalogueImage, vendorName } from './catalogue-badges';
import { CatalogueGameDialog } from './catalogue-game-dialog';
import { CONSOLE_PAGE_SIZE, ConsoleTable, FilterBar, pagerOf, useFilters, useRowAction } from './kit';

type Flag = '' | 'true' | 'false';
type Filters = {
  q: string;
  gameType: string;
  subType: string;
  hot: Flag;
  maintenance: Flag;
};
const NO_FILTERS: Filters = { q: '', gameType: '', subType: '', hot: '', maintenance: '' };

/** A vendor's games: search and filters, a page at a time, with inline switches and an edit dialog per game. */
export function CatalogueGamesTable({ vendor }: { vendor: ConsoleVendor }) {
  const { t } = useTranslation();
  const merchant = useMerchant();
  const filters = useFilters<Filters>(NO_FILTERS);
  const applied = filters.applied;
  const [pageNo, setPageNo] = useState(1);
  const { busy, act } = useRowAction<string>(catalogueKey);
  const [editing, setEditing] = useState<ConsoleGame | null>(null);
  const search: GameSearch = {
    pageNo,
    pageSize: CONSOLE_PAGE_SIZE,
    q: applied.q.trim() || undefined,
    gameType: (applied.gameType || undefined) as GameSearch['gameType'],
    subType: (applied.subType || undefined) as GameSearch['subType'],
    hot: applied.hot || undefined,
    maintenance: applied.maintenance || undefined,
  };
  const games = useQuery(vendorGamesQuery(vendor.id, search));
  const data = games.data;
  const rowBusy = (game: ConsoleGame) => busy?.startsWith(`${game.id}:`) ?? false;

  const apply = () => {
    filters.apply();
    setPageNo(1);
  };

  const change = (game: ConsoleGame, body: UpdateGame, key: string) =>
    void act(
      `${game.id}:${key}`,
      () => updateGame(game.id, body),
      t('consoleCatalogue.saved', { name: vendorName(game) }),
    );

  const flagSelect = (key: 'hot' | 'maintenance') => (
    <SelectField label={t(`consoleCatalogue.fields.${key}`)} {...filters.field(key)}>
      <option value="">{t('console.all')}</option>
      <option value="true">{t('consoleCatalogue.yes')}</option>
      <option value="false">{t('consoleCatalogue.no')}</option>
    </SelectField>
  );

  return (
    <section className="catalogue__games" aria-labelledby="catalogue-games">
      <header className="console-page__head">
        <h3 id="catalogue-games">{t('consoleCatalogue.gamesOf', { name: vendorName(vendor) })}</h3>
        {data ? (
          <span className="console-muted tabular">{t('consoleCatalogue.total', { count: data.total })}</span>
        ) : null}
      </header>
      <FilterBar className="catalogue__filters" onApply={apply} applyLabel={t('consoleCatalogue.filter')}>
        <TextField label={t('consoleCatalogue.search')} type="search" maxLength={64} {...filters.field('q')} />
        <SelectField label={t('consoleCatalogue.fields.gameType')} {...filters.field('gameType')}>
          <option value="">{t('console.all')}</option>
          {vendor.categories.map((c) => (
            <option key={c.gameType} value={c.gameType}>
              {t(`categories.${c.gameType}`, c.gameType)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('consoleCatalogue.fields.subType')} {...filters.field('subType')}>
          <option value="">{t('console.all')}</option>
          {catalogueSubTypes.map((s) => (
            <option key={s} value={s}>
              {t(`consoleCatalogue.subTypes.${s}`)}
            </option>
          ))}
        </SelectField>
        {flagSelect('hot')}
        {flagSelect('maintenance')}
      </FilterBar>
      <ConsoleTable
        query={games}
        empty={t('consoleCatalogue.noMatch')}
        rows={data?.list}
        rowKey={(game) => game.id}
        rowProps={(game) => ({
          'data-testid': 'catalogue-game',
          'data-game': game.gameCode,
          className: game.enabled ? undefined : 'catalogue__row--off',
        })}
        wrapClassName="catalogue__table-wrap"
        className="catalogue__table"
        busy={games.isPlaceholderData}
        pager={pagerOf(pageNo, data, setPageNo)}
        columns={[
          {
            key: 'icon',
            header: t('consoleCatalogue.fields.icon'),
            hideHeader: true,
            cell: (game) => (
              <img
                className="catalogue__thumb"
                src={catalogueImage(game.icon)}
                alt=""
                width={40}
                height={40}
                loading="lazy"
              />
            ),
          },
          {
            key: 'name',
            header: t('consoleCatalogue.fields.name'),
            cell: (game) => (
              <>
                <strong>{vendorName(game)}</strong>
                <div className="console-muted tabular">{game.gameCode}</div>
              </>
            ),
          },
          {
            key: 'type',
            header: `${t('consoleCatalogue.fields.gameType')} / ${t('consoleCatalogue.fields.subType')}`,
            cell: (game) => (
              <>
                {t(`categories.${game.gameType}`, game.gameType)}
                <div className="console-muted">
                  {game.subType ? t(`consoleCatalogue.subTypes.${game.subType}`, game.subType) : '—'}
                </div>
              </>
            ),
          },
          {
            key: 'hot',
            header: t('consoleCatalogue.fields.hot'),
            cell: (game) => (
              <CatalogueSwitch
                label={t('consoleCatalogue.gameSwitch.hot', { name: vendorName(game) })}
                checked={game.hot}
                tone="hot"
                disabled={rowBusy(game)}
                onChange={(hot) => change(game, { hot }, 'hot')}
              />
            ),
          },
          {
            key: 'maintenance',
            header: t('consoleCatalogue.fields.maintenance'),
            cell: (game) => (
              <CatalogueSwitch
                label={t('consoleCatalogue.gameSwitch.maintenance', { name: vendorName(game) })}
                checked={game.maintenance}
                tone="warn"
                disabled={rowBusy(game)}
                onChange={(maintenance) => change(game, { maintenance }, 'maintenance')}
              />
            ),
          },
          {
            key: 'enabled',
            header: t('consoleCatalogue.fields.enabled'),
            cell: (game) => (
              <CatalogueSwitch
                label={t('consoleCatalogue.gameSwitch.enabled', { name: vendorName(game) })}
                checked={game.enabled}
                disabled={rowBusy(game)}
                onChange={(enabled) => change(game, { enabled }, 'enabled')}
              />
            ),
          },
          {
            key: 'minBet',
            header: t('consoleCatalogue.fields.minBet'),
            numeric: true,
            cell: (game) => formatMoney(game.minBet, { symbol: merchant?.currencySymbol }),
          },
          {
            key: 'lines',
            header: t('consoleCatalogue.fields.lines'),
            numeric: true,
            cell: (game) => game.lines ?? '—',
          },
        ]}
        actions={(game) => (
          <Button
            size="sm"
            variant="outline"
            aria-label={t('consoleCatalogue.editGame', { name: vendorName(game) })}
            onClick={() => setEditing(game)}
          >
            {t('consoleCatalogue.edit')}
          </Button>
        )}
      />
      {editing ? (
        <CatalogueGameDialog
          game={data?.list.find((g) => g.id === editing.id) ?? editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </section>
  );
}
