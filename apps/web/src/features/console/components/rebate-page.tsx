import { REBATE_EDITOR_ROLES } from '@lotus/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '@/components/ui/tabs';
import { rebateSettingsQuery, vipLevelsQuery } from '../api/console-vip-api';
import { rateLevels } from '../lib/rebate-form';
import { useConsoleSession } from '../stores/console-session';
import { QueryState } from './kit';
import { RebatePayouts } from './rebate-payouts';
import { RebateSettingsForm } from './rebate-settings-form';
import './console-admin.css';
import './console-settings.css';
import './promotions.css';
import './vip-console.css';

/**
 * Rebate: the brand's rules and its rates by VIP level and game category (rebate editors change them), and the
 * rebates paid, on a tab of their own.
 */
export function RebatePage() {
  const { t } = useTranslation();
  const role = useConsoleSession((s) => s.operator?.role);
  const editor = role !== undefined && REBATE_EDITOR_ROLES.includes(role);
  const settings = useQuery(rebateSettingsQuery());
  const ladder = useQuery(vipLevelsQuery());
  // A new form after each save, from what was stored; a refetch meanwhile does not wipe what is being typed.
  const [version, setVersion] = useState(0);
  const levels = ladder.data?.levels ?? [];
  // The matrix waits for the ladder, for its rows; without it (unreadable) the stored rows and level 0 still show.
  const ready = settings.data && !ladder.isPending;

  return (
    <section className="console-page" aria-labelledby="console-rebate">
      <header className="console-page__head">
        <h2 id="console-rebate">{t('console.nav.rebate')}</h2>
      </header>
      <p className="console-muted">{t('consoleVip.rebate.hint')}</p>
      <Tabs
        label={t('console.nav.rebate')}
        items={[
          {
            value: 'settings',
            label: t('consoleVip.rebate.tab'),
            content: (
              <>
                <QueryState query={settings} />
                {ladder.isError ? (
                  <p className="console-error" role="alert">
                    {t('consoleVip.rebate.ladderFailed')}
                  </p>
                ) : null}
                {ready ? (
                  <RebateSettingsForm
                    key={version}
                    settings={settings.data}
                    levels={levels}
                    rows={rateLevels(
                      levels.map((l) => l.level),
                      settings.data,
                    )}
                    editor={editor}
                    onSaved={() => setVersion((v) => v + 1)}
                  />
                ) : null}
              </>
            ),
          },
          { value: 'payouts', label: t('consoleVip.payouts.tab'), content: <RebatePayouts /> },
        ]}
      />
    </section>
  );
}
