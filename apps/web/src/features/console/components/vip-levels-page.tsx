import { type ConsoleVipLevel, VIP_EDITOR_ROLES } from '@lotus/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { vipLevelsQuery } from '../api/console-vip-api';
import { useConsoleSession } from '../stores/console-session';
import { useMoney } from './bet-cells';
import { BilingualTitle } from './content-parts';
import { ConsoleTable, CsvExport } from './kit';
import { withPhoneLabels } from './promotion-parts';
import { PhoneLabel, VipLadderForm } from './vip-ladder-form';
import './console-admin.css';
import './promotions.css';
import './vip-console.css';

/**
 * The brand's VIP ladder: each level's names, what reaching it asks (valid bet and deposits counted towards ranks),
 * what keeping it asks each business month, and the members at it now. VIP editors change the whole ladder at once
 * (add or remove the top level, edit rows, name the base level) and confirm what changes before it is saved.
 */
export function VipLevelsPage() {
  const { t } = useTranslation();
  const { money } = useMoney();
  const role = useConsoleSession((s) => s.operator?.role);
  const editor = role !== undefined && VIP_EDITOR_ROLES.includes(role);
  const ladder = useQuery(vipLevelsQuery());
  const [editing, setEditing] = useState(false);
  const levels = [...(ladder.data?.levels ?? [])].sort((a, b) => a.level - b.level);
  const amount = (l: ConsoleVipLevel, value: number | null) => (l.level === 0 ? '—' : money(value ?? 0));
  const keep = (l: ConsoleVipLevel) =>
    l.level === 0 ? '—' : l.keepValidBet === null ? t('consoleVip.keptForGood') : money(l.keepValidBet);

  return (
    <section className="console-page" aria-labelledby="console-vip-levels">
      <header className="console-page__head">
        <h2 id="console-vip-levels">{t('console.nav.vipLevels')}</h2>
        <div className="console-actions">
          <CsvExport
            name="vip-levels"
            rows={levels}
            columns={[
              { header: t('consoleVip.level'), value: (l) => l.level },
              { header: t('consoleVip.nameEn'), value: (l) => l.name.EN ?? '' },
              { header: t('consoleVip.nameCn'), value: (l) => l.name.CN ?? '' },
              { header: t('consoleVip.upgradeValidBet'), value: (l) => (l.level === 0 ? null : l.upgradeValidBet) },
              { header: t('consoleVip.upgradeDeposit'), value: (l) => (l.level === 0 ? null : l.upgradeDeposit) },
              { header: t('consoleVip.keepValidBet'), value: (l) => (l.level === 0 ? null : l.keepValidBet) },
              { header: t('consoleVip.members'), value: (l) => l.members },
            ]}
          />
          {editor && !editing && ladder.data ? (
            <Button variant="accent" size="sm" onClick={() => setEditing(true)} data-testid="vip-ladder-edit">
              {t('consoleVip.ladder.edit')}
            </Button>
          ) : null}
        </div>
      </header>
      <p className="console-muted">{t('consoleVip.ladder.hint')}</p>
      {editing && ladder.data ? (
        <VipLadderForm stored={levels} onClose={() => setEditing(false)} />
      ) : (
        <>
          <ConsoleTable
            query={ladder}
            rows={ladder.isSuccess ? levels : undefined}
            rowKey={(l) => l.level}
            rowProps={(l) => ({ 'data-testid': 'vip-level', 'data-level': l.level })}
            className="vip-ladder-table vip-cards"
            columns={withPhoneLabels<ConsoleVipLevel>([
              {
                key: 'level',
                header: t('consoleVip.level'),
                rowHeader: true,
                numeric: true,
                cell: (l) => (
                  <>
                    <PhoneLabel text={t('consoleVip.level')} />
                    {l.level}
                  </>
                ),
              },
              { key: 'name', header: t('consoleVip.name'), cell: (l) => <BilingualTitle title={l.name} /> },
              {
                key: 'upgradeValidBet',
                header: t('consoleVip.upgradeValidBet'),
                numeric: true,
                cell: (l) => amount(l, l.upgradeValidBet),
              },
              {
                key: 'upgradeDeposit',
                header: t('consoleVip.upgradeDeposit'),
                numeric: true,
                cell: (l) => amount(l, l.upgradeDeposit),
              },
              {
                key: 'keep',
                header: t('consoleVip.keepValidBet'),
                numeric: true,
                className: (l) => (l.keepValidBet === null ? 'console-muted' : undefined),
                cell: keep,
              },
              {
                key: 'members',
                header: t('consoleVip.members'),
                numeric: true,
                cell: (l) => <span data-testid="vip-level-members">{l.members}</span>,
              },
            ])}
          />
          {ladder.isSuccess && levels.length <= 1 ? (
            <p className="console-muted" data-testid="vip-ladder-empty">
              {t(editor ? 'consoleVip.ladder.emptyEditor' : 'consoleVip.ladder.empty')}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
