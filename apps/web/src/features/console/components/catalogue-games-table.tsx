import { type ConsoleGame, type ConsoleVendor, catalogueSubTypes, type UpdateGame } from '@lotus/contract';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/form-field';
import { Pager } from '@/components/ui/pager';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { useMerchant } from '@/features/system';
import { queryClient } from '@/lib/api';
import { formatMoney } from '@/lib/format';
import { catalogueKey, type GameSearch, updateGame, vendorGamesQuery } from '../api/console-games-api';
import { CatalogueSwitch, catalogueImage, vendorName } from './catalogue-badges';
import { CatalogueGameDialog } from './catalogue-game-dialog';

const PAGE_SIZE = 20;
type Flag = '' | 'true' | 'false';
interface Filters {
  q: string;
  gameType: string;
  subType: string;
  hot: Flag;
  maintenance: Flag;
}
const NO_FILTERS: Filters = { q: '', gameType: '', subType: '', hot: '', maintenance: '' };

/** A vendor's games: search and filters, a page at a time, with inline switches and an edit dialog per game. */
export function CatalogueGamesTable({ vendor }: { vendor: ConsoleVendor }) {
  const { t } = useTranslation();
  const merchant = useMerchant();
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [pageNo, setPageNo] = useState(1);
  const [busy, setBusy] = useState<string | null>(null);
  const [editing, setEditing] = useState<ConsoleGame | null>(null);
  const search: GameSearch = {
    pageNo,
    pageSize: PAGE_SIZE,
    q: filters.q || undefined,
    gameType: (filters.gameType || undefined) as GameSearch['gameType'],
    subType: (filters.subType || undefined) as GameSearch['subType'],
    hot: filters.hot || undefined,
    maintenance: filters.maintenance || undefined,
  };
  const games = useQuery(vendorGamesQuery(vendor.id, search));
  const data = games.data;

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilters({ ...draft, q: draft.q.trim() });
    setPageNo(1);
  };

  const change = async (game: ConsoleGame, body: UpdateGame, key: string) => {
    setBusy(`${game.id}:${key}`);
    try {
      await updateGame(game.id, body);
      toast.success(t('consoleCatalogue.saved', { name: vendorName(game) }));
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t('errors.unknown'));
    } finally {
      setBusy(null);
      await queryClient.invalidateQueries({ queryKey: catalogueKey });
    }
  };

  const flagSelect = (key: 'hot' | 'maintenance') => (
    <SelectField
      label={t(`consoleCatalogue.fields.${key}`)}
      value={draft[key]}
      onChange={(e) => setDraft({ ...draft, [key]: e.target.value as Flag })}
    >
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
      <form className="console-filters catalogue__filters" onSubmit={apply}>
        <TextField
          label={t('consoleCatalogue.search')}
          type="search"
          value={draft.q}
          maxLength={64}
          onChange={(e) => setDraft({ ...draft, q: e.target.value })}
        />
        <SelectField
          label={t('consoleCatalogue.fields.gameType')}
          value={draft.gameType}
          onChange={(e) => setDraft({ ...draft, gameType: e.target.value })}
        >
          <option value="">{t('console.all')}</option>
          {vendor.categories.map((c) => (
            <option key={c.gameType} value={c.gameType}>
              {t(`categories.${c.gameType}`, c.gameType)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('consoleCatalogue.fields.subType')}
          value={draft.subType}
          onChange={(e) => setDraft({ ...draft, subType: e.target.value })}
        >
          <option value="">{t('console.all')}</option>
          {catalogueSubTypes.map((s) => (
            <option key={s} value={s}>
              {t(`consoleCatalogue.subTypes.${s}`)}
            </option>
          ))}
        </SelectField>
        {flagSelect('hot')}
        {flagSelect('maintenance')}
        <Button type="submit" variant="accent">
          {t('consoleCatalogue.filter')}
        </Button>
      </form>
      {games.isPending ? <Skeleton height={240} /> : null}
      {games.isError ? (
        <p className="console-error" role="alert">
          {games.error.message}{' '}
          <Button size="sm" variant="outline" onClick={() => void games.refetch()}>
            {t('common.retry')}
          </Button>
        </p>
      ) : null}
      {data && data.list.length === 0 ? <p className="console-muted">{t('consoleCatalogue.noMatch')}</p> : null}
      {data && data.list.length > 0 ? (
        <div className="catalogue__table-wrap">
          <table className="console-table catalogue__table" aria-busy={games.isPlaceholderData || undefined}>
            <thead>
              <tr>
                <th scope="col">
                  <span className="visually-hidden">{t('consoleCatalogue.fields.icon')}</span>
                </th>
                <th scope="col">{t('consoleCatalogue.fields.name')}</th>
                <th scope="col">
                  {t('consoleCatalogue.fields.gameType')} / {t('consoleCatalogue.fields.subType')}
                </th>
                <th scope="col">{t('consoleCatalogue.fields.hot')}</th>
                <th scope="col">{t('consoleCatalogue.fields.maintenance')}</th>
                <th scope="col">{t('consoleCatalogue.fields.enabled')}</th>
                <th scope="col" className="console-num">
                  {t('consoleCatalogue.fields.minBet')}
                </th>
                <th scope="col" className="console-num">
                  {t('consoleCatalogue.fields.lines')}
                </th>
                <th scope="col">
                  <span className="visually-hidden">{t('console.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((game) => {
                const name = vendorName(game);
                const rowBusy = busy?.startsWith(`${game.id}:`) ?? false;
                return (
                  <tr
                    key={game.id}
                    data-testid="catalogue-game"
                    data-game={game.gameCode}
                    className={game.enabled ? undefined : 'catalogue__row--off'}
                  >
                    <td>
                      <img
                        className="catalogue__thumb"
                        src={catalogueImage(game.icon)}
                        alt=""
                        width={40}
                        height={40}
                        loading="lazy"
                      />
                    </td>
                    <td>
                      <strong>{name}</strong>
                      <div className="console-muted tabular">{game.gameCode}</div>
                    </td>
                    <td>
                      {t(`categories.${game.gameType}`, game.gameType)}
                      <div className="console-muted">
                        {game.subType ? t(`consoleCatalogue.subTypes.${game.subType}`, game.subType) : '—'}
                      </div>
                    </td>
                    <td>
                      <CatalogueSwitch
                        label={t('consoleCatalogue.gameSwitch.hot', { name })}
                        checked={game.hot}
                        tone="hot"
                        disabled={rowBusy}
                        onChange={(hot) => void change(game, { hot }, 'hot')}
                      />
                    </td>
                    <td>
                      <CatalogueSwitch
                        label={t('consoleCatalogue.gameSwitch.maintenance', { name })}
                        checked={game.maintenance}
                        tone="warn"
                        disabled={rowBusy}
                        onChange={(maintenance) => void change(game, { maintenance }, 'maintenance')}
                      />
                    </td>
                    <td>
                      <CatalogueSwitch
                        label={t('consoleCatalogue.gameSwitch.enabled', { name })}
                        checked={game.enabled}
                        disabled={rowBusy}
                        onChange={(enabled) => void change(game, { enabled }, 'enabled')}
                      />
                    </td>
                    <td className="console-num tabular">
                      {formatMoney(game.minBet, { symbol: merchant?.currencySymbol })}
                    </td>
                    <td className="console-num tabular">{game.lines ?? '—'}</td>
                    <td>
                      <Button
                        size="sm"
                        variant="outline"
                        aria-label={t('consoleCatalogue.editGame', { name })}
                        onClick={() => setEditing(game)}
                      >
                        {t('consoleCatalogue.edit')}
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
      {data ? <Pager page={pageNo} totalPages={data.totalPages} onPage={setPageNo} /> : null}
      {editing ? (
        <CatalogueGameDialog
          game={data?.list.find((g) => g.id === editing.id) ?? editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </section>
  );
}
