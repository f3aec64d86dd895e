import type { ConsoleSettings, ContractSettings } from '@lotus/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/form-field';
import { useMerchant } from '@/features/system';
import { errorAt, SettingsCard, SettingsPage, Switch, useSectionSave } from './settings-parts';

const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The cashier's limits and the caps of top-level agents' contract rates. */
export function SettingsCashierPage() {
  const { t } = useTranslation();
  return (
    <SettingsPage id="console-settings-cashier" title={t('consoleSettings.cashier.title')}>
      {(settings) => (
        <div className="settings-stack">
          <CashierForm settings={settings} />
          <ContractsForm settings={settings} />
        </div>
      )}
    </SettingsPage>
  );
}

const cashierAmounts = ['withdrawMin', 'withdrawMax', 'adjustmentApprovalAbove'] as const;
const cashierCounts = [
  'withdrawDailyCount',
  'depositTurnoverPercent',
  'withdrawAutoConfirmMinutes',
  'maxBankAccounts',
] as const;

function CashierForm({ settings }: { settings: ConsoleSettings }) {
  const { t } = useTranslation();
  const symbol = useMerchant()?.currencySymbol ?? '';
  const stored = settings.cashier;
  const [values, setValues] = useState(() =>
    Object.fromEntries([...cashierAmounts, ...cashierCounts].map((k) => [k, String(stored[k])])),
  );
  const [singleWallet, setSingleWallet] = useState(stored.singleWallet);
  const { save, errors, saving, failure } = useSectionSave('cashier');
  const field = (key: (typeof cashierAmounts)[number] | (typeof cashierCounts)[number], amount: boolean) => (
    <TextField
      key={key}
      label={amount ? `${t(`consoleSettings.cashier.${key}`)} (${symbol})` : t(`consoleSettings.cashier.${key}`)}
      hint={t(`consoleSettings.cashier.${key}Hint`)}
      inputMode={amount ? 'decimal' : 'numeric'}
      autoComplete="off"
      value={values[key] ?? ''}
      error={errorAt(errors, key)}
      onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
    />
  );

  const onSave = () =>
    void save(
      {
        withdrawMin: (values.withdrawMin ?? '').trim(),
        withdrawMax: (values.withdrawMax ?? '').trim(),
        adjustmentApprovalAbove: (values.adjustmentApprovalAbove ?? '').trim(),
        withdrawDailyCount: toNumber(values.withdrawDailyCount ?? ''),
        depositTurnoverPercent: toNumber(values.depositTurnoverPercent ?? ''),
        withdrawAutoConfirmMinutes: toNumber(values.withdrawAutoConfirmMinutes ?? ''),
        maxBankAccounts: toNumber(values.maxBankAccounts ?? ''),
        singleWallet,
      },
      t('consoleSettings.cashier.saved'),
    );

  return (
    <SettingsCard
      title={t('consoleSettings.cashier.cashier')}
      hint={t('consoleSettings.cashier.hint')}
      testId="settings-cashier"
      saving={saving}
      failure={failure}
      onSave={onSave}
    >
      <div className="settings-grid">
        {cashierAmounts.map((k) => field(k, true))}
        {cashierCounts.map((k) => field(k, false))}
      </div>
      <Switch
        label={t('consoleSettings.cashier.singleWallet')}
        hint={t('consoleSettings.cashier.singleWalletHint')}
        checked={singleWallet}
        onChange={setSingleWallet}
      />
    </SettingsCard>
  );
}

const contractKeys = [
  'dividendMaxRate',
  'dailySalaryMaxRate',
  'hourlySalaryMaxRate',
  'realtimeProfitMaxRate',
  'realtimeLossMaxRate',
] as const satisfies readonly (keyof ContractSettings)[];
const allContractKeys = [...contractKeys, 'offerExpiryDays'] as const;

function ContractsForm({ settings }: { settings: ConsoleSettings }) {
  const { t } = useTranslation();
  const [values, setValues] = useState(() =>
    Object.fromEntries(allContractKeys.map((k) => [k, String(settings.contracts[k])])),
  );
  const { save, errors, saving, failure } = useSectionSave('contracts');
  const onSave = () =>
    void save(
      Object.fromEntries(allContractKeys.map((k) => [k, toNumber(values[k] ?? '')])) as ContractSettings,
      t('consoleSettings.contracts.saved'),
    );
  return (
    <SettingsCard
      title={t('consoleSettings.contracts.title')}
      hint={t('consoleSettings.contracts.hint')}
      testId="settings-contracts"
      saving={saving}
      failure={failure}
      onSave={onSave}
    >
      <div className="settings-grid">
        {contractKeys.map((k) => (
          <TextField
            key={k}
            label={`${t(`consoleSettings.contracts.${k}`)} (%)`}
            inputMode="decimal"
            autoComplete="off"
            value={values[k] ?? ''}
            error={errorAt(errors, k)}
            onChange={(e) => setValues((v) => ({ ...v, [k]: e.target.value }))}
          />
        ))}
        <TextField
          label={t('consoleSettings.contracts.offerExpiryDays')}
          hint={t('consoleSettings.contracts.offerExpiryHint')}
          inputMode="numeric"
          autoComplete="off"
          value={values.offerExpiryDays ?? ''}
          error={errorAt(errors, 'offerExpiryDays')}
          onChange={(e) => setValues((v) => ({ ...v, offerExpiryDays: e.target.value }))}
          data-testid="settings-offer-expiry"
        />
      </div>
    </SettingsCard>
  );
}
