import { useTranslation } from 'react-i18next';
import { HelpCentre } from '@/features/help/help-centre';
import { PageFrame } from '../components/page-frame';

export default function HelpRoute() {
  const { t } = useTranslation();
  return (
    <PageFrame name="help" title={t('pages.help.title')}>
      <HelpCentre />
    </PageFrame>
  );
}
