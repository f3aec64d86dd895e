import { useTranslation } from 'react-i18next';
import { Sheet } from '@/components/ui/sheet';
import { SideMenu } from './side-menu';

/** The side menu as a drawer on phones and tablets. */
export default function SideDrawer({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <Sheet open={open} onOpenChange={onOpenChange} title={t('nav.menu')}>
      <SideMenu inDrawer />
    </Sheet>
  );
}
