import type { ReactNode } from 'react';
import './empty-state.css';

export interface EmptyStateProps {
  icon?: ReactNode;
  title: string;
  /** Why it is empty and what to do next (DESIGN.md "Interaction"). */
  description?: string;
  action?: ReactNode;
  compact?: boolean;
  /** `h1` where the empty state is the whole page (it then names the page); a paragraph otherwise. */
  titleAs?: 'p' | 'h1';
}

export function EmptyState({ icon, title, description, action, compact, titleAs: Title = 'p' }: EmptyStateProps) {
  return (
    <div className={`empty-state${compact ? ' empty-state--compact' : ''}`}>
      {icon ? (
        <div className="empty-state__icon" aria-hidden="true">
          {icon}
        </div>
      ) : null}
      <Title className="empty-state__title">{title}</Title>
      {description ? <p className="empty-state__description">{description}</p> : null}
      {action ? <div className="empty-state__action">{action}</div> : null}
    </div>
  );
}
