import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

/** What a console list needs of its query (a TanStack Query result fits). */
export interface ListQuery {
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
  error: Error | null;
  refetch: () => unknown;
}

export interface QueryStateProps {
  query: ListQuery;
  /** The placeholder's height while the first answer is on its way. */
  loadingHeight?: number;
  /** Shown once the answer is in and has nothing to show (`isEmpty`). */
  empty?: ReactNode;
  isEmpty?: boolean;
}

/** The loading placeholder, the error with a retry, and the empty message around a console list. */
export function QueryState({ query, loadingHeight = 240, empty, isEmpty = false }: QueryStateProps) {
  const { t } = useTranslation();
  return (
    <>
      {query.isPending ? <Skeleton height={loadingHeight} /> : null}
      {query.isError ? (
        <p className="console-error" role="alert">
          {query.error?.message}{' '}
          <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        </p>
      ) : null}
      {empty && isEmpty && query.isSuccess ? <p className="console-muted">{empty}</p> : null}
    </>
  );
}
