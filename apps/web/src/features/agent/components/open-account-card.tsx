import { limits, openDownlineRequestSchema } from '@lotus/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { isApiError, queryClient } from '@/lib/api';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { openDownline } from '../api/open-downline';

interface OpenAccountValues {
  username: string;
  nickname: string;
  kind: 'member' | 'agent';
}

const empty: OpenAccountValues = { username: '', nickname: '', kind: 'member' };

/**
 * Opens a player or sub-agent account directly below the agent. It starts with the default password, which its
 * owner must change at the first login; the card says so, since the agent hands the account over.
 */
export function OpenAccountCard() {
  const { t } = useTranslation();
  const {
    register,
    submit,
    failure,
    reset,
    formState: { errors, isSubmitting },
  } = useContractForm({
    defaultValues: empty,
    schema: openDownlineRequestSchema,
    toBody: (v) => ({ username: v.username, kind: v.kind, ...(v.nickname.trim() ? { nickname: v.nickname } : {}) }),
    messageOf: (path) =>
      path === 'username' ? t('agentReports.open.usernameInvalid') : t('agentReports.open.invalid'),
    fieldOf: (error) => (isApiError(error) && error.errorCode === 'register.username.taken' ? 'username' : undefined),
  });

  const onSubmit = submit(async (body) => {
    const opened = await openDownline(body);
    toast.success(t('agentReports.open.done', { username: opened.username, password: limits.defaultPassword }));
    reset(empty);
    // The team's figures and lists now hold one more account.
    await queryClient.invalidateQueries({ queryKey: ['agent'] });
  });

  return (
    <section className="card agent-report__panel" aria-labelledby="open-account-title" data-testid="open-account">
      <h2 id="open-account-title" className="agent-figures__title">
        {t('agentReports.open.title')}
      </h2>
      <p className="agent-open__hint">{t('agentReports.open.hint', { password: limits.defaultPassword })}</p>
      <form className="agent-open" onSubmit={onSubmit} noValidate>
        <fieldset className="agent-open__kind">
          <legend>{t('agentReports.kind')}</legend>
          <label>
            <input type="radio" value="member" {...register('kind')} /> {t('agentReports.player')}
          </label>
          <label>
            <input type="radio" value="agent" {...register('kind')} /> {t('agentReports.agentBadge')}
          </label>
        </fieldset>
        <TextField
          label={t('agentReports.open.username')}
          autoComplete="off"
          required
          error={errors.username?.message}
          {...register('username')}
        />
        <TextField
          label={t('agentReports.open.nickname')}
          autoComplete="off"
          error={errors.nickname?.message}
          {...register('nickname')}
        />
        {failure ? (
          <p className="field__error" role="alert">
            {failure}
          </p>
        ) : null}
        <Button type="submit" disabled={isSubmitting} data-testid="open-account-submit">
          {t('agentReports.open.submit')}
        </Button>
      </form>
    </section>
  );
}
