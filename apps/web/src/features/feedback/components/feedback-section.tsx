import { Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { lazyComponent } from '@/lib/lazy';

const FeedbackForm = lazyComponent(() => import('./feedback-form').then((m) => m.default));

/** The feedback form, loaded when shown. */
export function FeedbackSection() {
  return (
    <Suspense fallback={<Skeleton height={420} />}>
      <FeedbackForm />
    </Suspense>
  );
}
