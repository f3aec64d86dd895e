import type { ReactNode } from 'react';
import { BrandMark } from '@/components/ui/brand-mark';
import './status-screen.css';

/** Full-page frame of the maintenance, region-block and boot-failure screens. */
export function StatusScreen({
  testId,
  icon,
  title,
  children,
  actions,
  toolbar,
  brand,
}: {
  testId: string;
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  toolbar?: ReactNode;
  brand: string;
}) {
  return (
    <main className="status-screen" data-testid={testId}>
      <div className="status-screen__top">
        <span className="status-screen__brand">
          <BrandMark size={28} />
          {brand}
        </span>
        {toolbar ? <div className="status-screen__toolbar">{toolbar}</div> : null}
      </div>
      <section className="status-screen__card card" aria-labelledby={`${testId}-title`}>
        <div className="status-screen__icon" aria-hidden="true">
          {icon}
        </div>
        <h1 id={`${testId}-title`} className="status-screen__title">
          {title}
        </h1>
        {children}
        {actions ? <div className="status-screen__actions">{actions}</div> : null}
      </section>
    </main>
  );
}
