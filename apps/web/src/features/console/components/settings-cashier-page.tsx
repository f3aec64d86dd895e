import {
  type ConsoleSettings,
  type ContractSettings,
  type EarningsSettings,
  earningsFundingModes,
  earningsShortfallModes,
} from '@lotus/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '@/components/ui/form-field';
import { useMerchant } from '@/features/system';
import { errorAt, SettingsCard, SettingsPage, Switch, useSectionSave } from './settings-parts';

const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The cashier's limits, the caps of top-level agents' contract rates, and who pays agents' earnings. */
export function SettingsCashierPage() {
  const { t } = useTranslation();
  return (
    <SettingsPage id="console-settings-cashier" title={t('consoleSettings.cashier.title')}>
      {(settings) => (
        <div className="settings-stack">
          <CashierForm settings={settings} />
          <ContractsForm settings={settings} />
          <EarningsForm settings={settings} />
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

/**
 * Agent earnings (docs/agent-earnings.md): who funds salaries and dividends, what an upline short of money does, and
 * above which amount a payout waits for an operator. An empty threshold: nothing waits.
 */
function EarningsForm({ settings }: { settings: ConsoleSettings }) {
  const { t } = useTranslation();
  const symbol = useMerchant()?.currencySymbol ?? '';
  const stored = settings.earnings;
  const [funding, setFunding] = useState(stored.funding);
  const [shortfall, setShortfall] = useState(stored.shortfall);
  const [approvalAbove, setApprovalAbove] = useState(stored.approvalAbove === null ? '' : String(stored.approvalAbove));
  const { save, errors, saving, failure } = useSectionSave('earnings');
  const onSave = () => {
    const threshold = approvalAbove.trim();
    const value: EarningsSettings = {
      funding,
      shortfall,
      approvalAbove: threshold === '' ? null : toNumber(threshold),
    };
    void save(value, t('consoleSettings.earnings.saved'));
  };
  return (
    <SettingsCard
      title={t('consoleSettings.earnings.title')}
      hint={t('consoleSettings.earnings.hint')}
      testId="settings-earnings"
      saving={saving}
      failure={failure}
      onSave={onSave}
    >
      <div className="settings-grid">
        <SelectField
          label={t('consoleSettings.earnings.funding')}
          value={funding}
          onChange={(e) => setFunding(e.target.value as EarningsSettings['funding'])}
        >
          {earningsFundingModes.map((mode) => (
            <option key={mode} value={mode}>
              {t(`consoleSettings.earnings.fundingModes.${mode}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('consoleSettings.earnings.shortfall')}
          value={shortfall}
          disabled={funding === 'platform'}
          onChange={(e) => setShortfall(e.target.value as EarningsSettings['shortfall'])}
        >
          {earningsShortfallModes.map((mode) => (
            <option key={mode} value={mode}>
              {t(`consoleSettings.earnings.shortfallModes.${mode}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={`${t('consoleSettings.earnings.approvalAbove')} (${symbol})`}
          hint={t('consoleSettings.earnings.approvalAboveHint')}
          inputMode="decimal"
          autoComplete="off"
          value={approvalAbove}
          error={errorAt(errors, 'approvalAbove')}
          onChange={(e) => setApprovalAbove(e.target.value)}
        />
      </div>
    </SettingsCard>
  );
}
