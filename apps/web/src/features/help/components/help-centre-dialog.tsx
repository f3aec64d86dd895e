import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';
import { closeHelpCentre, useHelpDialog } from '../stores/help-dialog';
import { HelpCentre } from './help-centre';

/** The help centre in a dialog, over the page (a dialog that links to the terms keeps its place). */
export default function HelpCentreDialog() {
  const { t } = useTranslation();
  const { open, anchor } = useHelpDialog();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : closeHelpCentre())}
      title={t('pages.help.title')}
      size="lg"
      testId="help-centre-dialog"
    >
      <HelpCentre anchor={anchor} inDialog />
    </Dialog>
  );
}
