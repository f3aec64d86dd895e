import { limits } from '@lotus/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getCaptcha } from '../api/get-captcha';
import { createThrottle } from '../lib/throttle';

/** The captcha image while `shown`; `refresh` loads a new one at most once a second (spec §9). */
export function useCaptcha(shown: boolean) {
  const throttle = useRef(createThrottle(limits.captchaRefreshMs));
  const [image, setImage] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const latest = useRef(0);

  const refresh = useCallback(() => {
    if (!throttle.current()) return;
    const call = ++latest.current;
    setFailed(false);
    getCaptcha().then(
      (src) => {
        if (call === latest.current) setImage(src);
      },
      () => {
        if (call === latest.current) setFailed(true);
      },
    );
  }, []);

  useEffect(() => {
    if (shown) refresh();
  }, [shown, refresh]);

  return { image, failed, refresh };
}
