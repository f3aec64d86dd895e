import type { HelpEntry } from '@lotus/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { HelpIcon } from '@/components/ui/icons';
import { RichText } from '@/components/ui/rich-text';
import { Skeleton } from '@/components/ui/skeleton';
import { helpAnchor, helpCenterQuery } from '../api/get-help-center';
import './help-centre.css';

function Entry({ entry, level }: { entry: HelpEntry; level: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section id={helpAnchor(entry)} className={`help__entry help__entry--${level}`}>
      <Heading className="help__heading">{entry.title}</Heading>
      {entry.content ? <RichText html={entry.content} /> : null}
      {entry.children.map((child) => (
        <Entry key={child.id} entry={child} level={3} />
      ))}
    </section>
  );
}

/** The help tree with a table of contents; a `#anchor` in the address scrolls to its entry once loaded. */
export function HelpCentre() {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const { data, isPending, isError, refetch } = useQuery(helpCenterQuery);

  useEffect(() => {
    if (!data || !hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [data, hash]);

  if (isPending) {
    return (
      <div className="help" aria-busy="true">
        <Skeleton height={240} />
        <Skeleton height={420} />
      </div>
    );
  }
  if (isError) {
    return (
      <EmptyState
        icon={<HelpIcon />}
        title={t('errors.loadFailed')}
        action={
          <Button variant="outline" onClick={() => void refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  if (data.length === 0) {
    return (
      <EmptyState icon={<HelpIcon />} title={t('pages.help.emptyTitle')} description={t('pages.help.emptyText')} />
    );
  }
  return (
    <div className="help">
      <nav className="help__toc card" aria-label={t('pages.help.contents')}>
        <ul>
          {data.map((entry) => (
            <li key={entry.id}>
              <a href={`#${helpAnchor(entry)}`}>{entry.title}</a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="help__content card">
        {data.map((entry) => (
          <Entry key={entry.id} entry={entry} level={2} />
        ))}
      </div>
    </div>
  );
}
