import { type SocialProvider, socialProviderListSchema, socialStartSchema } from '@lotus/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { callEndpoint } from '@/lib/api';
import { FormError } from './form-error';

/** Social login buttons (module `SOCIALLOGIN3`): the providers the merchant enabled, in its order. */
export function SocialLogin() {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const providers = useQuery({
    queryKey: ['session', 'social', 'providers'],
    queryFn: ({ signal }) => callEndpoint('socialProviders', { schema: socialProviderListSchema, signal }),
    staleTime: 10 * 60_000,
  }).data;
  if (!providers || providers.length === 0) return null;

  const start = async (provider: SocialProvider) => {
    setFailure(null);
    try {
      const { authorizationUrl } = await callEndpoint('socialStart', {
        params: { provider },
        query: { redirectUri: `${window.location.origin}/?social=${provider}` },
        schema: socialStartSchema,
      });
      window.location.assign(authorizationUrl);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : t('errors.unknown'));
    }
  };

  return (
    <section className="auth-dialog__social" aria-label={t('auth.socialTitle')}>
      <p className="auth-dialog__muted">{t('auth.socialTitle')}</p>
      <div className="auth-dialog__social-buttons">
        {providers.map((p) => (
          <Button key={p.provider} variant="outline" onClick={() => void start(p.provider)}>
            {t(`auth.social.${p.provider}`)}
          </Button>
        ))}
      </div>
      <FormError message={failure} />
    </section>
  );
}
