import {
  type ConsoleSettings,
  type PatternId,
  patternFamilies,
  type RegisterField,
  type RegisterFlags,
  type RegisterMode,
  type RegisterRule,
  type RegisterRules,
  registerErrorMessage,
  registerFields,
} from '@lotus/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { CheckboxField, TextField } from '@/components/ui/form-field';
import { PasswordField, TermsCheckbox, visibleRegisterFields } from '@/features/auth';
import { useBootInfo } from '@/features/system';
import { currentLanguage } from '@/lib/i18n';
import { errorAt, SettingsCard, SettingsPage, useSectionSave } from './settings-parts';

/** A rule as the table edits it: lengths as typed. */
type RuleDraft = Omit<RegisterRule, 'minLength' | 'maxLength'> & { minLength: string; maxLength: string };
type Drafts = Record<RegisterField, RuleDraft>;

const patternIds = Object.keys(patternFamilies).map(Number) as PatternId[];
const passwordFields = new Set<RegisterField>(['password', 'confirmPassword', 'paymentPassword']);

const draftsOf = (rules: ConsoleSettings['registerRules']): Drafts =>
  Object.fromEntries(
    registerFields.map((name) => {
      const rule = rules[name] ?? {
        enabled: false,
        required: false,
        acceptedPattern: patternFamilies[1].source,
        patternId: 1,
        minLength: 0,
        maxLength: 0,
      };
      return [name, { ...rule, minLength: String(rule.minLength), maxLength: String(rule.maxLength) }];
    }),
  ) as Drafts;

const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
const rulesOf = (drafts: Drafts) =>
  Object.fromEntries(
    registerFields.map((name) => [
      name,
      { ...drafts[name], minLength: toNumber(drafts[name].minLength), maxLength: toNumber(drafts[name].maxLength) },
    ]),
  ) as RegisterRules;

/**
 * The registration form's field rules (spec §5): which fields are shown and required, their pattern family and
 * length, beside a live preview of the player's form as these rules would draw it.
 */
export function SettingsRegistrationPage() {
  const { t } = useTranslation();
  return (
    <SettingsPage id="console-settings-registration" title={t('consoleSettings.registration.title')}>
      {(settings) => <RegistrationForm settings={settings} />}
    </SettingsPage>
  );
}

function RegistrationForm({ settings }: { settings: ConsoleSettings }) {
  const { t } = useTranslation();
  const [drafts, setDrafts] = useState(() => draftsOf(settings.registerRules));
  const { save, errors, saving, failure } = useSectionSave('registerRules');
  const set = (name: RegisterField, change: Partial<RuleDraft>) =>
    setDrafts((d) => ({ ...d, [name]: { ...d[name], ...change } }));

  return (
    <div className="settings-split">
      <SettingsCard
        title={t('consoleSettings.registration.fields')}
        hint={t('consoleSettings.registration.hint')}
        testId="settings-registration"
        saving={saving}
        failure={failure}
        onSave={() => void save(rulesOf(drafts), t('consoleSettings.registration.saved'))}
      >
        <div className="settings-table-wrap">
          <table className="console-table settings-rules">
            <thead>
              <tr>
                <th scope="col">{t('consoleSettings.registration.field')}</th>
                <th scope="col">{t('consoleSettings.registration.enabled')}</th>
                <th scope="col">{t('consoleSettings.registration.required')}</th>
                <th scope="col">{t('consoleSettings.registration.pattern')}</th>
                <th scope="col">{t('consoleSettings.registration.minLength')}</th>
                <th scope="col">{t('consoleSettings.registration.maxLength')}</th>
              </tr>
            </thead>
            <tbody>
              {registerFields.map((name) => {
                const rule = drafts[name];
                const label = t(`auth.fields.${name}`);
                const minError = errorAt(errors, `${name}.minLength`);
                const maxError = errorAt(errors, `${name}.maxLength`);
                const patternError = errorAt(errors, `${name}.acceptedPattern`) ?? errorAt(errors, `${name}.patternId`);
                return (
                  <tr key={name} data-testid="settings-rule" data-field={name}>
                    <th scope="row">{label}</th>
                    <td>
                      <input
                        type="checkbox"
                        aria-label={t('consoleSettings.registration.enabledOf', { field: label })}
                        checked={rule.enabled}
                        onChange={(e) => set(name, { enabled: e.target.checked })}
                      />
                    </td>
                    <td>
                      <input
                        type="checkbox"
                        aria-label={t('consoleSettings.registration.requiredOf', { field: label })}
                        checked={rule.required}
                        disabled={!rule.enabled}
                        onChange={(e) => set(name, { required: e.target.checked })}
                      />
                    </td>
                    <td>
                      <select
                        className="select__control settings-rules__pattern"
                        aria-label={t('consoleSettings.registration.patternOf', { field: label })}
                        value={rule.patternId}
                        onChange={(e) => {
                          const id = Number(e.target.value) as PatternId;
                          set(name, { patternId: id, acceptedPattern: patternFamilies[id].source });
                        }}
                      >
                        {patternIds.map((id) => (
                          <option key={id} value={id}>
                            {id}. {t(`consoleSettings.patterns.${patternFamilies[id].name}`)}
                          </option>
                        ))}
                      </select>
                      {patternError ? <p className="field__error">{patternError}</p> : null}
                    </td>
                    <td>
                      <input
                        className="field__input settings-rules__num"
                        inputMode="numeric"
                        aria-label={t('consoleSettings.registration.minOf', { field: label })}
                        aria-invalid={minError ? true : undefined}
                        value={rule.minLength}
                        onChange={(e) => set(name, { minLength: e.target.value })}
                      />
                      {minError ? <p className="field__error">{minError}</p> : null}
                    </td>
                    <td>
                      <input
                        className="field__input settings-rules__num"
                        inputMode="numeric"
                        aria-label={t('consoleSettings.registration.maxOf', { field: label })}
                        aria-invalid={maxError ? true : undefined}
                        value={rule.maxLength}
                        onChange={(e) => set(name, { maxLength: e.target.value })}
                      />
                      {maxError ? <p className="field__error">{maxError}</p> : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <p className="console-muted">{t('consoleSettings.registration.maxHint')}</p>
      </SettingsCard>
      <RegisterPreview rules={rulesOf(drafts)} />
    </div>
  );
}

/**
 * The player's registration form as these rules draw it: the same visible fields, order, labels, required marks and
 * field rendering, with each field's pattern hint. Read-only (inert): nothing can be typed or sent.
 */
function RegisterPreview({ rules }: { rules: RegisterRules }) {
  const { t } = useTranslation();
  const features = useBootInfo()?.features ?? {};
  const [mode, setMode] = useState<RegisterMode>('username');
  const flags: RegisterFlags = useMemo(
    () => ({
      mode,
      smsVerification: features.REGMOBVERF3 === true,
      mobilePassword: features.MOBILENUMPASSREG3 === true,
      captcha: features.CAPTCHA3 === true,
    }),
    [mode, features.REGMOBVERF3, features.MOBILENUMPASSREG3, features.CAPTCHA3],
  );
  const language = currentLanguage();
  const fields = visibleRegisterFields(rules, flags);
  const hintOf = (name: RegisterField) => {
    const rule = rules[name];
    if (!rule || Number.isNaN(rule.minLength) || Number.isNaN(rule.maxLength)) return undefined;
    if (name === 'confirmPassword' || name === 'mobileNum' || name === 'verificationCode' || name === 'captcha') {
      return undefined;
    }
    const patternId = rule.patternId as PatternId;
    return registerErrorMessage({ kind: 'pattern', patternId, min: rule.minLength, max: rule.maxLength }, language);
  };

  return (
    <aside className="settings-card settings-preview" aria-labelledby="settings-preview-title">
      <header className="settings-card__head">
        <h3 id="settings-preview-title">{t('consoleSettings.registration.preview')}</h3>
        <fieldset className="settings-segment">
          <legend className="visually-hidden">{t('consoleSettings.registration.previewMode')}</legend>
          {(['username', 'mobile'] as const).map((m) => (
            <Button
              key={m}
              type="button"
              size="sm"
              variant={mode === m ? 'accent' : 'ghost'}
              aria-pressed={mode === m}
              onClick={() => setMode(m)}
            >
              {t(`auth.tabs.${m}`)}
            </Button>
          ))}
        </fieldset>
      </header>
      <p className="console-muted">{t('consoleSettings.registration.previewHint')}</p>
      <div className="auth-form settings-preview__form" inert data-testid="register-preview">
        {fields.map(({ name, required }) => {
          const common = { label: t(`auth.fields.${name}`), required, hint: hintOf(name), readOnly: true };
          if (passwordFields.has(name)) return <PasswordField key={name} {...common} />;
          if (name === 'mobileNum') {
            return <TextField key={name} {...common} leading={<span className="settings-preview__dial">+86</span>} />;
          }
          return <TextField key={name} {...common} type={name === 'email' ? 'email' : 'text'} />;
        })}
        <TermsCheckbox readOnly />
        <CheckboxField label={t('auth.adult')} required readOnly />
        <Button type="button" variant="accent" size="lg" block>
          {t('auth.submitRegister')}
        </Button>
      </div>
    </aside>
  );
}
