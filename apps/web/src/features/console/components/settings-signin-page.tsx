import {
  type ConsoleSettings,
  type OperatorRole,
  operatorRoles,
  type ProfileField,
  profileFields,
} from '@lotus/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/form-field';
import { useMerchant } from '@/features/system';
import { errorAt, SettingsCard, SettingsPage, Switch, useSectionSave } from './settings-parts';

const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
const numbers = ['sessionIdleMinutes', 'sessionAbsoluteHours', 'passwordMaxAgeDays', 'codeExpiredMinutes'] as const;

// Rows keep their identity (and focus) when one above them is removed.
let nextRow = 0;

interface ProviderDraft {
  row: number;
  provider: 'google' | 'facebook';
  issuer: string;
  clientId: string;
  /** Typed only to replace the stored one; empty keeps it. */
  clientSecret: string;
  secretSet: boolean;
}

/** Sessions, codes, trial money, account answers, profile fields and social providers (secrets are write-only). */
export function SettingsSignInPage() {
  const { t } = useTranslation();
  return (
    <SettingsPage id="console-settings-signin" title={t('consoleSettings.signIn.title')}>
      {(settings) => <SignInForm settings={settings} />}
    </SettingsPage>
  );
}

function SignInForm({ settings }: { settings: ConsoleSettings }) {
  const { t } = useTranslation();
  const symbol = useMerchant()?.currencySymbol ?? '';
  const stored = settings.auth;
  const [values, setValues] = useState<Record<string, string>>(() => ({
    ...Object.fromEntries(numbers.map((k) => [k, String(stored[k])])),
    trialPlayMoney: String(stored.trialPlayMoney),
  }));
  const [reveal, setReveal] = useState(stored.revealUnknownAccount);
  const [editable, setEditable] = useState<ProfileField[]>(stored.profileEditableFields);
  const [totpRoles, setTotpRoles] = useState<OperatorRole[]>(stored.operatorTotpRoles);
  const [providers, setProviders] = useState<ProviderDraft[]>(() =>
    stored.socialProviders.map((p) => ({ ...p, clientSecret: '', row: nextRow++ })),
  );
  const { save, errors, saving, failure } = useSectionSave('auth');
  const setProvider = (index: number, change: Partial<ProviderDraft>) =>
    setProviders((list) => list.map((p, i) => (i === index ? { ...p, ...change } : p)));

  const onSave = () =>
    void save(
      {
        sessionIdleMinutes: toNumber(values.sessionIdleMinutes ?? ''),
        sessionAbsoluteHours: toNumber(values.sessionAbsoluteHours ?? ''),
        passwordMaxAgeDays: toNumber(values.passwordMaxAgeDays ?? ''),
        codeExpiredMinutes: toNumber(values.codeExpiredMinutes ?? ''),
        trialPlayMoney: (values.trialPlayMoney ?? '').trim(),
        revealUnknownAccount: reveal,
        profileEditableFields: profileFields.filter((f) => editable.includes(f)),
        operatorTotpRoles: operatorRoles.filter((r) => totpRoles.includes(r)),
        socialProviders: providers.map(({ provider, issuer, clientId, clientSecret }) => ({
          provider,
          issuer: issuer.trim(),
          clientId: clientId.trim(),
          clientSecret,
        })),
      },
      t('consoleSettings.signIn.saved'),
    );

  return (
    <SettingsCard
      title={t('consoleSettings.signIn.sessions')}
      hint={t('consoleSettings.signIn.hint')}
      testId="settings-signin"
      saving={saving}
      failure={failure}
      onSave={onSave}
    >
      <div className="settings-grid">
        {numbers.map((k) => (
          <TextField
            key={k}
            label={t(`consoleSettings.signIn.${k}`)}
            hint={t(`consoleSettings.signIn.${k}Hint`)}
            inputMode="numeric"
            autoComplete="off"
            value={values[k] ?? ''}
            error={errorAt(errors, k)}
            onChange={(e) => setValues((v) => ({ ...v, [k]: e.target.value }))}
          />
        ))}
        <TextField
          label={`${t('consoleSettings.signIn.trialPlayMoney')} (${symbol})`}
          hint={t('consoleSettings.signIn.trialPlayMoneyHint')}
          inputMode="decimal"
          autoComplete="off"
          value={values.trialPlayMoney ?? ''}
          error={errorAt(errors, 'trialPlayMoney')}
          onChange={(e) => setValues((v) => ({ ...v, trialPlayMoney: e.target.value }))}
        />
      </div>
      <Switch
        label={t('consoleSettings.signIn.revealUnknownAccount')}
        hint={t('consoleSettings.signIn.revealUnknownAccountHint')}
        checked={reveal}
        onChange={setReveal}
      />
      <fieldset className="settings-checks">
        <legend className="field__label">{t('consoleSettings.signIn.profileEditable')}</legend>
        {profileFields.map((f) => (
          <label key={f} className="settings-country">
            <input
              type="checkbox"
              checked={editable.includes(f)}
              onChange={(e) => setEditable((list) => (e.target.checked ? [...list, f] : list.filter((x) => x !== f)))}
            />
            <span>{t(`profile.fields.${f}`)}</span>
          </label>
        ))}
      </fieldset>
      <fieldset className="settings-checks" aria-describedby="settings-totp-hint">
        <legend className="field__label">{t('consoleSettings.signIn.operatorTotp')}</legend>
        {operatorRoles.map((role) => (
          <label key={role} className="settings-country">
            <input
              type="checkbox"
              checked={totpRoles.includes(role)}
              onChange={(e) =>
                setTotpRoles((list) => (e.target.checked ? [...list, role] : list.filter((x) => x !== role)))
              }
            />
            <span>{t(`console.roles.${role}`)}</span>
          </label>
        ))}
        <p id="settings-totp-hint" className="field__hint">
          {t('consoleSettings.signIn.operatorTotpHint')}
        </p>
      </fieldset>
      <fieldset className="settings-providers">
        <legend className="field__label">{t('consoleSettings.signIn.social')}</legend>
        {providers.length === 0 ? <p className="console-muted">{t('consoleSettings.signIn.noSocial')}</p> : null}
        {providers.map((p, index) => (
          <div key={p.row} className="settings-provider" data-testid="settings-provider">
            <SelectField
              label={t('consoleSettings.signIn.provider')}
              value={p.provider}
              onChange={(e) => setProvider(index, { provider: e.target.value as ProviderDraft['provider'] })}
            >
              <option value="google">Google</option>
              <option value="facebook">Facebook</option>
            </SelectField>
            <TextField
              label={t('consoleSettings.signIn.issuer')}
              value={p.issuer}
              autoComplete="off"
              error={errorAt(errors, `socialProviders.${index}.issuer`)}
              onChange={(e) => setProvider(index, { issuer: e.target.value })}
            />
            <TextField
              label={t('consoleSettings.signIn.clientId')}
              value={p.clientId}
              autoComplete="off"
              error={errorAt(errors, `socialProviders.${index}.clientId`)}
              onChange={(e) => setProvider(index, { clientId: e.target.value })}
            />
            <TextField
              label={t('consoleSettings.signIn.clientSecret')}
              type="password"
              autoComplete="new-password"
              placeholder={p.secretSet ? t('consoleSettings.signIn.secretKept') : ''}
              hint={t(p.secretSet ? 'consoleSettings.signIn.secretSet' : 'consoleSettings.signIn.secretMissing')}
              value={p.clientSecret}
              error={errorAt(errors, `socialProviders.${index}.clientSecret`)}
              onChange={(e) => setProvider(index, { clientSecret: e.target.value })}
            />
            <Button
              type="button"
              size="sm"
              variant="ghost"
              onClick={() => setProviders((list) => list.filter((_, i) => i !== index))}
            >
              {t('consoleSettings.signIn.removeProvider')}
            </Button>
          </div>
        ))}
        {providers.length < 4 ? (
          <div>
            <Button
              type="button"
              size="sm"
              variant="outline"
              onClick={() =>
                setProviders((list) => [
                  ...list,
                  {
                    provider: 'google',
                    issuer: 'https://accounts.google.com',
                    clientId: '',
                    clientSecret: '',
                    secretSet: false,
                    row: nextRow++,
                  },
                ])
              }
            >
              {t('consoleSettings.signIn.addProvider')}
            </Button>
          </div>
        ) : null}
      </fieldset>
    </SettingsCard>
  );
}
