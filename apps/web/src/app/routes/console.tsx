import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsoleLogin, ConsoleShell, useConsoleSession } from '@/features/console';

/** /console: the operator console (its own sign-in and session, apart from the player site's). */
export default function ConsoleRoute() {
  const { t } = useTranslation();
  const token = useConsoleSession((s) => s.token);
  useEffect(() => {
    document.title = t('console.title');
  }, [t]);
  return token ? <ConsoleShell /> : <ConsoleLogin />;
}
