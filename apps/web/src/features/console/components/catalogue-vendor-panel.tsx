import { type ConsoleVendor, type UpdateVendor, VENDOR_SECRET_ROLES } from '@lotus/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';
import { queryClient } from '@/lib/api';
import {
  catalogueKey,
  resetVendorIcon,
  rotateVendorSecret,
  updateVendor,
  uploadVendorIcon,
} from '../api/console-games-api';
import { useConsoleSession } from '../stores/console-session';
import { CatalogueSwitch, catalogueImage, VendorBadges, vendorName } from './catalogue-badges';
import { CatalogueGamesTable } from './catalogue-games-table';
import { CatalogueIconPicker } from './catalogue-icon-picker';
import { CatalogueVendorDialog } from './catalogue-vendor-dialog';
import { useRowAction } from './kit';

const SWITCHES = [
  { key: 'enabled', tone: 'ok' },
  { key: 'maintenance', tone: 'warn' },
  { key: 'exclusive', tone: 'ok' },
  { key: 'local', tone: 'ok' },
] as const;

/** One vendor: its switches, names, icon and secret fingerprint, then its games. */
export function CatalogueVendorPanel({ vendor }: { vendor: ConsoleVendor }) {
  const { t } = useTranslation();
  const role = useConsoleSession((s) => s.operator?.role);
  const { busy, act: run } = useRowAction<string>(catalogueKey);
  const [rotating, setRotating] = useState(false);
  const [editing, setEditing] = useState(false);
  const [secret, setSecret] = useState<'ask' | string | null>(null);
  const name = vendorName(vendor);

  const toggle = (key: (typeof SWITCHES)[number]['key'], on: boolean) =>
    run(key, () => updateVendor(vendor.id, { [key]: on } as UpdateVendor), t('consoleCatalogue.saved', { name }));

  const rotate = async () => {
    setRotating(true);
    try {
      const answer = await rotateVendorSecret(vendor.id);
      setSecret(answer.secret);
      await queryClient.invalidateQueries({ queryKey: catalogueKey });
    } catch (error) {
      setSecret(null);
      toast.error(error instanceof Error ? error.message : t('errors.unknown'));
    } finally {
      setRotating(false);
    }
  };

  return (
    <section className="catalogue__panel" aria-labelledby="catalogue-vendor" data-testid="catalogue-vendor-panel">
      <header className="catalogue__panel-head">
        <img
          className="catalogue__vendor-icon"
          src={catalogueImage(vendor.icon ?? `game-art/vendors/${vendor.code}.webp`)}
          alt=""
          width={56}
          height={56}
        />
        <div className="catalogue__panel-title">
          <h3 id="catalogue-vendor">{name}</h3>
          <span className="console-muted">
            {vendor.code} · {currentOther(vendor)} · {t(`consoleCatalogue.wallet.${vendor.walletMode}`)} ·{' '}
            {vendor.currency}
          </span>
          <VendorBadges vendor={vendor} />
        </div>
        <div className="console-actions">
          <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
            {t('consoleCatalogue.editVendor')}
          </Button>
        </div>
      </header>

      <div className="catalogue__switches">
        {SWITCHES.map(({ key, tone }) => (
          <div key={key} className="catalogue__switch-row">
            <CatalogueSwitch
              label={t(`consoleCatalogue.vendorSwitch.${key}`, { name })}
              checked={vendor[key]}
              disabled={busy !== null || rotating}
              tone={tone}
              onChange={(on) => void toggle(key, on)}
            />
            <span>
              <strong>{t(`consoleCatalogue.fields.${key}`)}</strong>
              <span className="console-muted catalogue__switch-hint">{t(`consoleCatalogue.hints.${key}`)}</span>
            </span>
          </div>
        ))}
      </div>

      <dl className="console-facts catalogue__facts">
        <dt className="console-muted">{t('consoleCatalogue.games')}</dt>
        <dd className="tabular">
          {vendor.categories.length === 0
            ? '—'
            : vendor.categories
                .map((c) => `${t(`categories.${c.gameType}`, c.gameType)} ${c.enabledGames}/${c.games}`)
                .join(' · ')}
        </dd>
        <dt className="console-muted">{t('consoleCatalogue.secret')}</dt>
        <dd>
          <code className="tabular" data-testid="vendor-fingerprint">
            {vendor.secretFingerprint}
          </code>{' '}
          {role && VENDOR_SECRET_ROLES.includes(role) ? (
            <Button size="sm" variant="ghost" onClick={() => setSecret('ask')}>
              {t('consoleCatalogue.rotate')}
            </Button>
          ) : null}
        </dd>
        <dt className="console-muted">{t('consoleCatalogue.launchUrl')}</dt>
        <dd className="console-clip catalogue__launch" title={vendor.launchUrl}>
          {vendor.launchUrl}
        </dd>
      </dl>

      <CatalogueGamesTable vendor={vendor} />

      {editing ? (
        <CatalogueVendorDialog vendor={vendor} onClose={() => setEditing(false)}>
          <CatalogueIconPicker
            current={catalogueImage(vendor.icon ?? `game-art/vendors/${vendor.code}.webp`)}
            custom={vendor.icon !== null}
            label={t('consoleCatalogue.vendorIcon')}
            onUpload={(file) =>
              run('icon', () => uploadVendorIcon(vendor.id, file), t('consoleCatalogue.iconSaved', { name }))
            }
            onReset={() => run('icon', () => resetVendorIcon(vendor.id), t('consoleCatalogue.iconReset', { name }))}
          />
        </CatalogueVendorDialog>
      ) : null}

      {secret !== null ? (
        <Dialog
          open
          onOpenChange={(open) => (open ? undefined : setSecret(null))}
          title={t('consoleCatalogue.rotateTitle', { name })}
          size="md"
          testId="secret-dialog"
        >
          {secret === 'ask' ? (
            <div className="catalogue-secret">
              <p>{t('consoleCatalogue.rotateWarning')}</p>
              <div className="console-dialog-form__buttons">
                <Button variant="ghost" onClick={() => setSecret(null)}>
                  {t('auth.cancel')}
                </Button>
                <Button variant="accent" loading={rotating} onClick={() => void rotate()}>
                  {t('consoleCatalogue.rotateConfirm')}
                </Button>
              </div>
            </div>
          ) : (
            <div className="catalogue-secret">
              <p>{t('consoleCatalogue.secretOnce')}</p>
              <code className="catalogue-secret__value" data-testid="vendor-secret">
                {secret}
              </code>
              <div className="console-dialog-form__buttons">
                <Button
                  variant="outline"
                  onClick={() =>
                    void navigator.clipboard?.writeText(secret).then(() => toast.success(t('consoleCatalogue.copied')))
                  }
                >
                  {t('consoleCatalogue.copy')}
                </Button>
                <Button variant="accent" onClick={() => setSecret(null)}>
                  {t('consoleCatalogue.done')}
                </Button>
              </div>
            </div>
          )}
        </Dialog>
      ) : null}
    </section>
  );
}

/** The vendor's name in the other language, shown under the chosen one. */
function currentOther(vendor: ConsoleVendor) {
  return vendorName(vendor) === vendor.name.EN ? vendor.name.CN : vendor.name.EN;
}
