import { CustomerServiceButton } from '@/features/customer-service';
import { LanguageSelect, ThemeToggle } from '@/features/preferences';
import type { SystemStatus } from '@/features/system';
import { BootError, MaintenancePage, RateLimitedPage, RegionBlockPage } from '@/features/system/screens';

function Preferences() {
  return (
    <>
      <LanguageSelect compact />
      <ThemeToggle />
    </>
  );
}

export type SystemScreenProps =
  | { kind: 'boot-error'; message: string; retrying: boolean; onRetry: () => void }
  | { kind: 'rate-limited'; waitMs: number; retrying: boolean; gaveUp: boolean; onRetry: () => void }
  | { kind: 'maintenance' | 'region-block'; status: SystemStatus; onRetry: () => void };

/** The full-page screens that replace the site (spec §4), loaded only when one is needed. */
export default function SystemScreen(props: SystemScreenProps) {
  if (props.kind === 'boot-error') {
    return (
      <BootError message={props.message} onRetry={props.onRetry} retrying={props.retrying} toolbar={<Preferences />} />
    );
  }
  if (props.kind === 'rate-limited') {
    const { kind: _kind, ...rest } = props;
    return <RateLimitedPage {...rest} toolbar={<Preferences />} />;
  }
  const { status } = props;
  const brand = status.info.merchant.name;
  if (props.kind === 'maintenance') {
    return (
      <MaintenancePage
        brand={brand}
        message={status.maintenanceInfo.message}
        endsAt={status.maintenanceInfo.endsAt}
        gmtOffsetMinutes={status.info.merchant.gmtOffsetMinutes}
        onEnded={props.onRetry}
        actions={<CustomerServiceButton />}
        toolbar={<Preferences />}
      />
    );
  }
  return (
    <RegionBlockPage
      brand={brand}
      ip={status.location.ip}
      message={status.regionRestrictionInfo?.message}
      actions={<CustomerServiceButton />}
      toolbar={<Preferences />}
    />
  );
}
