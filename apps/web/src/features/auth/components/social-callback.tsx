import { loginResultSchema, type SocialProvider, socialProviders } from '@lotus/contract';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { hideFullPageLoader, showFullPageLoader } from '@/components/ui/loader';
import { toast } from '@/components/ui/toast';
import { callEndpoint } from '@/lib/api';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { getDeviceId } from '../lib/device-id';

const isProvider = (name: string): name is SocialProvider => (socialProviders as readonly string[]).includes(name);

/**
 * The page a social provider sends the player back to (`/?social=<provider>&code=…&state=…`): hands code and state
 * to the server, which logs the player in, and removes them from the address bar.
 */
export default function SocialCallback({ params }: { params: URLSearchParams }) {
  const navigate = useNavigate();
  const completeLogin = useCompleteLogin();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const provider = params.get('social') ?? '';
    const code = params.get('code') ?? '';
    const state = params.get('state') ?? '';
    void navigate('/', { replace: true });
    if (!isProvider(provider) || !code || !state) return;
    showFullPageLoader();
    callEndpoint('socialCallback', {
      params: { provider },
      body: { code, state, loginDeviceId: getDeviceId() },
      schema: loginResultSchema,
    })
      .then((result) => completeLogin(result, 'social'))
      .catch((error: unknown) => {
        hideFullPageLoader();
        toast.error(error instanceof Error ? error.message : String(error));
      });
  }, [params, navigate, completeLogin]);

  return null;
}
