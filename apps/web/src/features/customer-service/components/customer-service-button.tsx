import { useTranslation } from 'react-i18next';
import { Button, IconButton } from '@/components/ui/button';
import { HeadsetIcon } from '@/components/ui/icons';
import { useCustomerService } from '../hooks/use-customer-service';

export function CustomerServiceButton({
  variant = 'button',
  csType,
  className,
}: {
  variant?: 'icon' | 'button' | 'menu';
  csType?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const { open } = useCustomerService();
  const label = t('cs.label');
  if (variant === 'icon') {
    return (
      <IconButton label={label} onClick={() => void open(csType)} className={className}>
        <HeadsetIcon />
      </IconButton>
    );
  }
  return (
    <Button
      variant={variant === 'menu' ? 'ghost' : 'outline'}
      icon={<HeadsetIcon size={18} />}
      onClick={() => void open(csType)}
      className={className}
    >
      {label}
    </Button>
  );
}
