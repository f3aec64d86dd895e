import type { PromotionView } from '@lotus/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { profileQuery } from '@/features/profile';
import { useSessionStore } from '@/lib/session';

/** The month of a `YYYY-MM-DD` birthday in the reader's language (`en` "May", `zh` "5月"). */
function monthName(birthday: string, language: string) {
  const month = Number(birthday.slice(5, 7));
  return new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, month - 1, 1));
}

/**
 * Under a birthday campaign, for a member: the month it pays in, from the birthday on their profile, or, while the
 * profile has none, that it needs one, with the way to the profile where it is set.
 */
export function BirthdayHint({ promotion }: { promotion: PromotionView }) {
  const { t, i18n } = useTranslation();
  const token = useSessionStore((s) => s.token);
  const isTrial = useSessionStore((s) => s.isTrial);
  const birthday = promotion.kind === 'birthday';
  const profile = useQuery({ ...profileQuery(token), enabled: birthday && token !== null && !isTrial });
  if (!birthday || !profile.data) return null;
  const date = profile.data.birthday;
  if (date) {
    return (
      <p className="promo-birthday" data-testid="birthday-hint" data-set="true">
        {t('promotionsCentre.birthday.month', { month: monthName(date, i18n.language) })}
      </p>
    );
  }
  return (
    <p className="promo-birthday" data-testid="birthday-hint" data-set="false">
      {t('promotionsCentre.birthday.missing')}{' '}
      <Link to="/member?tab=securityCenter" className="promo-birthday__link">
        {t('promotionsCentre.birthday.setIt')}
      </Link>
    </p>
  );
}
