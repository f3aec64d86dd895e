import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ListIcon } from '@/components/ui/form-icons';
import { Skeleton } from '@/components/ui/skeleton';
import './agent-reports.css';

interface ReportQuery<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** A report's answer once it is there; skeletons while the first one loads, a retry when it failed. */
export function ReportStatus<T>({ query, children }: { query: ReportQuery<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  if (query.isPending)
    return (
      <div aria-busy="true" className="agent-report__loading">
        <Skeleton height={72} />
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={48} />
        ))}
      </div>
    );
  if (query.isError || query.data === undefined)
    return (
      <EmptyState
        icon={<ListIcon />}
        title={t('errors.loadFailed')}
        action={
          <Button variant="outline" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  return <>{children(query.data)}</>;
}

/** Nothing in the period: says so, and what would fill it. */
export function ReportEmpty({ text }: { text: string }) {
  const { t } = useTranslation();
  return <EmptyState compact icon={<ListIcon />} title={t('agent.emptyTitle')} description={text} />;
}
