import type { ConsoleSettings } from '@lotus/contract';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SelectField, TextAreaField, TextField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { sendDeliveryTest } from '../api/console-delivery-api';
import { errorAt, type FieldErrors, SettingsCard, SettingsPage, Switch, useSectionSave } from './settings-parts';

type Delivery = ConsoleSettings['delivery'];
type Channel = 'email' | 'sms';

const DEFAULT_TEMPLATE = '{"to":"{to}","text":"{body}"}';

/** The brand's own SMTP account and SMS provider; off, the brand uses the server's. Secrets are write-only. */
export function SettingsDeliveryPage() {
  const { t } = useTranslation();
  return (
    <SettingsPage
      id="console-settings-delivery"
      title={t('consoleDelivery.settings.title')}
      hint={t('consoleDelivery.settings.hint')}
    >
      {(settings) => (
        <div className="settings-stack">
          <EmailForm delivery={settings.delivery} />
          <SmsForm delivery={settings.delivery} />
        </div>
      )}
    </SettingsPage>
  );
}

/** A field's error in words of its own (the generic "not a valid value" says too little here). */
const fieldError = (errors: FieldErrors, path: string, text: string) => (errorAt(errors, path) ? text : undefined);

/** Whose settings the channel uses while the brand's own are off. */
function ServerDefault({ channel, delivery }: { channel: Channel; delivery: Delivery }) {
  const { t } = useTranslation();
  const configured = delivery.serverDefault[channel];
  return (
    <p className="console-muted" data-testid={`delivery-${channel}-server-default`}>
      {t(
        configured ? `consoleDelivery.settings.serverHas.${channel}` : `consoleDelivery.settings.serverNone.${channel}`,
      )}
    </p>
  );
}

function EmailForm({ delivery }: { delivery: Delivery }) {
  const { t } = useTranslation();
  const stored = delivery.smtp;
  const [own, setOwn] = useState(stored !== null);
  const [url, setUrl] = useState(stored?.url ?? '');
  const [password, setPassword] = useState('');
  const [from, setFrom] = useState(stored?.from ?? '');
  const { save, errors, saving, failure } = useSectionSave('delivery');

  const onSave = async () => {
    const smtp = own ? { url: url.trim(), password, from: from.trim() } : null;
    if (await save({ smtp }, t('consoleDelivery.settings.emailSaved'))) setPassword('');
  };

  return (
    <SettingsCard
      title={t('consoleDelivery.settings.email')}
      hint={t('consoleDelivery.settings.emailHint')}
      testId="delivery-email"
      saving={saving}
      failure={failure}
      onSave={() => void onSave()}
    >
      <Switch
        label={t('consoleDelivery.settings.emailOwn')}
        hint={t('consoleDelivery.settings.ownHint')}
        checked={own}
        onChange={setOwn}
        data-testid="delivery-email-own"
      />
      {own ? (
        <div className="settings-grid">
          <TextField
            label={t('consoleDelivery.settings.smtpUrl')}
            hint={t('consoleDelivery.settings.smtpUrlHint')}
            placeholder="smtps://mailer@smtp.example.com:465"
            autoComplete="off"
            spellCheck={false}
            value={url}
            error={fieldError(errors, 'smtp.url', t('consoleDelivery.settings.smtpUrlInvalid'))}
            onChange={(e) => setUrl(e.target.value)}
          />
          <TextField
            label={t('consoleDelivery.settings.smtpPassword')}
            type="password"
            autoComplete="new-password"
            placeholder={stored?.passwordSet ? t('consoleDelivery.settings.secretKept') : ''}
            hint={t(
              stored?.passwordSet ? 'consoleDelivery.settings.passwordSet' : 'consoleDelivery.settings.passwordMissing',
            )}
            value={password}
            error={fieldError(errors, 'smtp.password', t('consoleSettings.errors.tooLong', { max: 500 }))}
            onChange={(e) => setPassword(e.target.value)}
          />
          <TextField
            label={t('consoleDelivery.settings.smtpFrom')}
            hint={t('consoleDelivery.settings.smtpFromHint')}
            placeholder="no-reply@brand.example"
            autoComplete="off"
            value={from}
            error={fieldError(errors, 'smtp.from', t('consoleDelivery.settings.smtpFromInvalid'))}
            onChange={(e) => setFrom(e.target.value)}
          />
        </div>
      ) : (
        <ServerDefault channel="email" delivery={delivery} />
      )}
      <TestRow channel="email" />
    </SettingsCard>
  );
}

function SmsForm({ delivery }: { delivery: Delivery }) {
  const { t } = useTranslation();
  const stored = delivery.sms;
  const [own, setOwn] = useState(stored !== null);
  const [values, setValues] = useState({
    url: stored?.url ?? '',
    method: stored?.method ?? 'POST',
    auth: '',
    template: stored?.template ?? DEFAULT_TEMPLATE,
    format: stored?.format ?? 'json',
    successPath: stored?.successPath ?? '',
    successValue: stored?.successValue ?? '',
  });
  const set = (change: Partial<typeof values>) => setValues((v) => ({ ...v, ...change }));
  const { save, errors, saving, failure } = useSectionSave('delivery');

  const onSave = async () => {
    const sms = own
      ? {
          url: values.url.trim(),
          method: values.method,
          auth: values.auth.trim(),
          template: values.template,
          format: values.format,
          // Empty: not set (the contract refuses an empty path).
          successPath: values.successPath.trim() || undefined,
          successValue: values.successValue.trim() || undefined,
        }
      : null;
    if (await save({ sms }, t('consoleDelivery.settings.smsSaved'))) set({ auth: '' });
  };

  return (
    <SettingsCard
      title={t('consoleDelivery.settings.sms')}
      hint={t('consoleDelivery.settings.smsHint')}
      testId="delivery-sms"
      saving={saving}
      failure={failure}
      onSave={() => void onSave()}
    >
      <Switch
        label={t('consoleDelivery.settings.smsOwn')}
        hint={t('consoleDelivery.settings.ownHint')}
        checked={own}
        onChange={setOwn}
        data-testid="delivery-sms-own"
      />
      {own ? (
        <>
          <div className="settings-grid">
            <TextField
              label={t('consoleDelivery.settings.smsUrl')}
              hint={t('consoleDelivery.settings.smsUrlHint')}
              placeholder="https://sms.example.com/v1/messages"
              autoComplete="off"
              spellCheck={false}
              value={values.url}
              error={fieldError(errors, 'sms.url', t('consoleDelivery.settings.smsUrlInvalid'))}
              onChange={(e) => set({ url: e.target.value })}
            />
            <SelectField
              label={t('consoleDelivery.settings.method')}
              value={values.method}
              onChange={(e) => set({ method: e.target.value as typeof values.method })}
            >
              <option value="POST">POST</option>
              <option value="PUT">PUT</option>
              <option value="GET">GET</option>
            </SelectField>
            <TextField
              label={t('consoleDelivery.settings.auth')}
              type="password"
              autoComplete="new-password"
              placeholder={stored?.authSet ? t('consoleDelivery.settings.secretKept') : 'Bearer …'}
              hint={t(stored?.authSet ? 'consoleDelivery.settings.authSet' : 'consoleDelivery.settings.authMissing')}
              value={values.auth}
              error={fieldError(errors, 'sms.auth', t('consoleSettings.errors.tooLong', { max: 2000 }))}
              onChange={(e) => set({ auth: e.target.value })}
            />
            <SelectField
              label={t('consoleDelivery.settings.format')}
              value={values.format}
              onChange={(e) => set({ format: e.target.value as typeof values.format })}
            >
              <option value="json">{t('consoleDelivery.settings.formats.json')}</option>
              <option value="form">{t('consoleDelivery.settings.formats.form')}</option>
            </SelectField>
          </div>
          <TextAreaField
            label={t('consoleDelivery.settings.template')}
            hint={t('consoleDelivery.settings.templateHint')}
            rows={3}
            spellCheck={false}
            className="field__input field__textarea tabular"
            value={values.template}
            error={fieldError(errors, 'sms.template', t('consoleDelivery.settings.templateInvalid'))}
            onChange={(e) => set({ template: e.target.value })}
          />
          <div className="settings-grid">
            <TextField
              label={t('consoleDelivery.settings.successPath')}
              hint={t('consoleDelivery.settings.successPathHint')}
              placeholder="result.code"
              autoComplete="off"
              spellCheck={false}
              value={values.successPath}
              error={fieldError(errors, 'sms.successPath', t('consoleDelivery.settings.successPathInvalid'))}
              onChange={(e) => set({ successPath: e.target.value })}
            />
            <TextField
              label={t('consoleDelivery.settings.successValue')}
              hint={t('consoleDelivery.settings.successValueHint')}
              autoComplete="off"
              value={values.successValue}
              error={fieldError(errors, 'sms.successValue', t('consoleSettings.errors.tooLong', { max: 200 }))}
              onChange={(e) => set({ successValue: e.target.value })}
            />
          </div>
        </>
      ) : (
        <ServerDefault channel="sms" delivery={delivery} />
      )}
      <TestRow channel="sms" />
    </SettingsCard>
  );
}

/** A recipient and a button: one message through the saved settings, its outcome as a toast and beside the button. */
function TestRow({ channel }: { channel: Channel }) {
  const { t } = useTranslation();
  const [to, setTo] = useState('');
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  const run = async () => {
    setSending(true);
    setResult(null);
    try {
      const sent = await sendDeliveryTest({ channel, to: to.trim() });
      const text = t(`consoleDelivery.settings.testSent.${sent.source}`, { to: sent.to });
      setResult({ ok: true, text });
      toast.success(text);
    } catch (error) {
      const text = error instanceof Error ? error.message : t('errors.unknown');
      setResult({ ok: false, text });
      toast.error(text);
    } finally {
      setSending(false);
    }
  };
  // Enter sends the test, not the settings form around it.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (!sending) void run();
  };

  return (
    <fieldset className="settings-checks" data-testid={`delivery-${channel}-test`}>
      <legend className="field__label">{t('consoleDelivery.settings.test')}</legend>
      <div className="settings-grid">
        <TextField
          label={t(`consoleDelivery.settings.testTo.${channel}`)}
          hint={t('consoleDelivery.settings.testHint')}
          type={channel === 'email' ? 'email' : 'tel'}
          placeholder={channel === 'email' ? 'you@brand.example' : '+86 13800000001'}
          autoComplete="off"
          value={to}
          onKeyDown={onKeyDown}
          onChange={(e) => setTo(e.target.value)}
        />
      </div>
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          loading={sending}
          disabled={to.trim() === ''}
          onClick={() => void run()}
          data-testid={`delivery-${channel}-test-send`}
        >
          {t('consoleDelivery.settings.testSend')}
        </Button>
      </div>
      {result ? (
        <p
          className={result.ok ? 'console-muted' : 'console-error'}
          role={result.ok ? 'status' : 'alert'}
          data-testid={`delivery-${channel}-test-result`}
        >
          {result.text}
        </p>
      ) : null}
    </fieldset>
  );
}
