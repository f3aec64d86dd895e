import { useTranslation } from 'react-i18next';
import { IconButton } from '@/components/ui/button';
import { MoonIcon, SunIcon } from '@/components/ui/icons';
import { toggleTheme, useThemeStore } from '@/lib/theme';

/** Switches between dark and light; the label names the theme it switches to. */
export function ThemeToggle({ className }: { className?: string }) {
  const { t } = useTranslation();
  const theme = useThemeStore((s) => s.theme);
  return (
    <IconButton
      className={className}
      label={theme === 'dark' ? t('preferences.toLight') : t('preferences.toDark')}
      data-testid="theme-toggle"
      data-theme-current={theme}
      onClick={toggleTheme}
    >
      {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
    </IconButton>
  );
}
