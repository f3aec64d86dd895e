import { limits } from '@lotus/contract';
import { useCallback, useRef, useState } from 'react';
import { isApiError } from '@/lib/api';
import { type SmsPurpose, type SmsTarget, sendSmsCode } from '../api/send-sms-code';
import { createThrottle } from '../lib/throttle';
import { useCountdown } from './use-countdown';

/** Minutes the countdown lasts when the answer has none (spec §7: default 1 minute). */
const DEFAULT_EXPIRED_MINUTES = 1;

/**
 * The send-code button (spec §4): ignored while counting down, the mobile number is validated first, requests
 * throttled to one a second; success counts down `expiredMinutes × 60` seconds, failure shows the server's message.
 */
export function useSmsCode(purpose: SmsPurpose) {
  return useCodeRequest((target: SmsTarget) => sendSmsCode(purpose, target));
}

/** The same button for any code request (SMS or email of the new-address check). */
export function useCodeRequest<T>(request: (target: T) => Promise<{ expiredMinutes: number }>) {
  const countdown = useCountdown();
  const throttle = useRef(createThrottle(limits.smsThrottleMs));
  const [sending, setSending] = useState(false);
  const [warning, setWarning] = useState<string | null>(null);
  const [sentMinutes, setSentMinutes] = useState<number | null>(null);

  const send = useCallback(
    async (validate: () => Promise<T | null>) => {
      if (countdown.counting || sending) return;
      const target = await validate();
      if (!target || !throttle.current()) return;
      setSending(true);
      try {
        const { expiredMinutes } = await request(target);
        const minutes = expiredMinutes > 0 ? expiredMinutes : DEFAULT_EXPIRED_MINUTES;
        setSentMinutes(minutes);
        countdown.start(minutes * 60);
      } catch (error) {
        setWarning(isApiError(error) ? error.message : String(error));
      } finally {
        setSending(false);
      }
    },
    [countdown, sending, request],
  );

  return {
    send,
    sending,
    counting: countdown.counting,
    remaining: countdown.remaining,
    sentMinutes,
    warning,
    dismissWarning: () => setWarning(null),
  };
}
