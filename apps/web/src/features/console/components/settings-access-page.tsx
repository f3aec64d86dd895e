import type { ConsoleSettings } from '@lotus/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { currentLanguage } from '@/lib/i18n';
import {
  errorAt,
  LocalizedField,
  linesOf,
  localizedOrNull,
  RangesField,
  SettingsCard,
  SettingsPage,
  Switch,
  useSectionSave,
} from './settings-parts';

const pad = (n: number) => String(n).padStart(2, '0');
/** Epoch milliseconds → the operator's local `YYYY-MM-DDTHH:mm` of a datetime-local input. */
const toLocalInput = (ms: number | null) => {
  if (ms === null) return '';
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

/** Maintenance and region rules: who sees the player site, and what the others are told. */
export function SettingsAccessPage() {
  const { t } = useTranslation();
  return (
    <SettingsPage
      id="console-settings-access"
      title={t('consoleSettings.access.title')}
      hint={t('consoleSettings.access.hint')}
    >
      {(settings) => (
        <div className="settings-stack">
          <MaintenanceForm settings={settings} />
          <RegionForm settings={settings} />
        </div>
      )}
    </SettingsPage>
  );
}

function MaintenanceForm({ settings }: { settings: ConsoleSettings }) {
  const { t } = useTranslation();
  const stored = settings.maintenance;
  const [on, setOn] = useState(stored.on);
  const [endsAt, setEndsAt] = useState(toLocalInput(stored.endsAt));
  const [message, setMessage] = useState(stored.message ?? { EN: '', CN: '' });
  const [allow, setAllow] = useState(stored.allowCidrs.join('\n'));
  const { save, errors, saving, failure } = useSectionSave('maintenance');
  const [endError, setEndError] = useState<string | undefined>();

  const onSave = () => {
    const end = endsAt ? new Date(endsAt).getTime() : null;
    if (end !== null && (Number.isNaN(end) || (on && end <= Date.now()))) {
      setEndError(t('consoleSettings.access.endInPast'));
      return;
    }
    setEndError(undefined);
    void save(
      { on, endsAt: end, message: localizedOrNull(message), allowCidrs: linesOf(allow) },
      t(on ? 'consoleSettings.access.maintenanceOn' : 'consoleSettings.access.maintenanceOff'),
    );
  };
  const addMine = () => {
    const lines = linesOf(allow);
    if (!lines.includes(settings.yourAddress)) setAllow([...lines, settings.yourAddress].join('\n'));
  };

  return (
    <SettingsCard
      title={t('consoleSettings.access.maintenance')}
      hint={t('consoleSettings.access.maintenanceHint')}
      testId="settings-maintenance"
      saving={saving}
      failure={failure}
      onSave={onSave}
      aside={
        <span className={`console-badge console-badge--${stored.on ? 'bad' : 'ok'}`} data-testid="maintenance-state">
          {t(stored.on ? 'consoleSettings.access.stateOn' : 'consoleSettings.access.stateOff')}
        </span>
      }
    >
      <Switch label={t('consoleSettings.access.maintenanceSwitch')} checked={on} onChange={setOn} />
      <div className="settings-grid">
        <TextField
          label={t('consoleSettings.access.endsAt')}
          hint={t('consoleSettings.access.endsAtHint')}
          type="datetime-local"
          value={endsAt}
          error={endError ?? errorAt(errors, 'endsAt')}
          onChange={(e) => setEndsAt(e.target.value)}
        />
      </div>
      <LocalizedField
        label={t('consoleSettings.access.message')}
        value={message}
        onChange={setMessage}
        errors={errors}
        path="message"
      />
      <RangesField
        label={t('consoleSettings.access.allowDuring')}
        hint={t('consoleSettings.access.allowDuringHint')}
        value={allow}
        onChange={setAllow}
        error={errorAt(errors, 'allowCidrs')}
      />
      <div>
        <Button type="button" size="sm" variant="outline" onClick={addMine}>
          {t('consoleSettings.access.addMine', { address: settings.yourAddress })}
        </Button>
      </div>
    </SettingsCard>
  );
}

function RegionForm({ settings }: { settings: ConsoleSettings }) {
  const { t } = useTranslation();
  const stored = settings.regionBlock;
  const [blocked, setBlocked] = useState<string[]>(stored.blockedCountries);
  const [filter, setFilter] = useState('');
  const [allow, setAllow] = useState(stored.allowCidrs.join('\n'));
  const [deny, setDeny] = useState(stored.denyCidrs.join('\n'));
  const [message, setMessage] = useState(stored.message ?? { EN: '', CN: '' });
  const { save, errors, saving, failure } = useSectionSave('regionBlock');
  const lang = currentLanguage() === 'CN' ? 'CN' : 'EN';
  const nameOf = useMemo(() => new Map(settings.countries.map((c) => [c.code, c.name[lang]])), [settings, lang]);
  const needle = filter.trim().toLowerCase();
  const shown = settings.countries.filter(
    (c) =>
      !needle ||
      c.code.toLowerCase() === needle ||
      c.name.EN.toLowerCase().includes(needle) ||
      c.name.CN.includes(filter.trim()),
  );
  const toggle = (code: string, on: boolean) =>
    setBlocked((list) => (on ? [...list, code] : list.filter((c) => c !== code)));

  const onSave = () =>
    void save(
      {
        blockedCountries: blocked,
        allowCidrs: linesOf(allow),
        denyCidrs: linesOf(deny),
        message: localizedOrNull(message),
      },
      t('consoleSettings.access.regionSaved'),
    );

  return (
    <SettingsCard
      title={t('consoleSettings.access.region')}
      hint={t('consoleSettings.access.regionHint')}
      testId="settings-region"
      saving={saving}
      failure={failure}
      onSave={onSave}
    >
      <fieldset className="settings-countries">
        <legend className="field__label">{t('consoleSettings.access.blockedCountries')}</legend>
        <ul className="settings-chips" aria-label={t('consoleSettings.access.blockedList')}>
          {blocked.length === 0 ? <li className="console-muted">{t('consoleSettings.access.noneBlocked')}</li> : null}
          {blocked.map((code) => (
            <li key={code} className="settings-chip">
              <span>
                {nameOf.get(code) ?? code} <span className="console-muted">{code}</span>
              </span>
              <button
                type="button"
                className="settings-chip__remove"
                aria-label={t('consoleSettings.access.unblock', { country: nameOf.get(code) ?? code })}
                onClick={() => toggle(code, false)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
        <TextField
          label={t('consoleSettings.access.findCountry')}
          type="search"
          value={filter}
          autoComplete="off"
          onChange={(e) => setFilter(e.target.value)}
        />
        <fieldset className="settings-country-list">
          <legend className="visually-hidden">{t('consoleSettings.access.countries')}</legend>
          {shown.map((c) => (
            <label key={c.code} className="settings-country">
              <input
                type="checkbox"
                checked={blocked.includes(c.code)}
                onChange={(e) => toggle(c.code, e.target.checked)}
              />
              <span>{c.name[lang]}</span>
              <span className="console-muted">{c.code}</span>
            </label>
          ))}
        </fieldset>
        {errorAt(errors, 'blockedCountries') ? (
          <p className="field__error" role="alert">
            {errorAt(errors, 'blockedCountries')}
          </p>
        ) : null}
      </fieldset>
      <div className="settings-pair">
        <RangesField
          label={t('consoleSettings.access.allowCidrs')}
          hint={t('consoleSettings.access.allowCidrsHint')}
          value={allow}
          onChange={setAllow}
          error={errorAt(errors, 'allowCidrs')}
        />
        <RangesField
          label={t('consoleSettings.access.denyCidrs')}
          hint={t('consoleSettings.access.denyCidrsHint')}
          value={deny}
          onChange={setDeny}
          error={errorAt(errors, 'denyCidrs')}
        />
      </div>
      <LocalizedField
        label={t('consoleSettings.access.regionMessage')}
        value={message}
        onChange={setMessage}
        errors={errors}
        path="message"
      />
    </SettingsCard>
  );
}
