import type { HelpEntry } from '@lotus/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { HelpIcon } from '@/components/ui/icons';
import { RichText } from '@/components/ui/rich-text';
import { Skeleton } from '@/components/ui/skeleton';
import { helpAnchor, helpCenterQuery } from '../api/get-help-center';
import './help-centre.css';

function Entry({ entry, level, inDialog }: { entry: HelpEntry; level: 2 | 3; inDialog: boolean }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  // In the dialog the page may show the same entries: anchors stay the page's, the dialog finds its own by data.
  return (
    <section
      id={inDialog ? undefined : helpAnchor(entry)}
      data-anchor={helpAnchor(entry)}
      className={`help__entry help__entry--${level}`}
    >
      <Heading className="help__heading">{entry.title}</Heading>
      {entry.content ? <RichText html={entry.content} /> : null}
      {entry.children.map((child) => (
        <Entry key={child.id} entry={child} level={3} inDialog={inDialog} />
      ))}
    </section>
  );
}

/**
 * The help tree with a table of contents. On the page a `#anchor` in the address scrolls to its entry once loaded;
 * in the help-centre dialog `anchor` does (`term` for the terms).
 */
export function HelpCentre({ anchor, inDialog = false }: { anchor?: string | null; inDialog?: boolean }) {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const { data, isPending, isError, refetch } = useQuery(helpCenterQuery);
  const root = useRef<HTMLDivElement>(null);
  const target = inDialog ? anchor : hash ? decodeURIComponent(hash.slice(1)) : null;
  const scrollTo = (name: string) =>
    root.current?.querySelector(`[data-anchor="${CSS.escape(name)}"]`)?.scrollIntoView({ block: 'start' });

  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls when the content or the target changes
  useEffect(() => {
    if (data && target) scrollTo(target);
  }, [data, target]);

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
    <div className={inDialog ? 'help help--dialog' : 'help'} ref={root}>
      <nav className="help__toc card" aria-label={t('pages.help.contents')}>
        <ul>
          {data.map((entry) => (
            <li key={entry.id}>
              {inDialog ? (
                <button type="button" className="help__toc-item" onClick={() => scrollTo(helpAnchor(entry))}>
                  {entry.title}
                </button>
              ) : (
                <a href={`#${helpAnchor(entry)}`}>{entry.title}</a>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <div className="help__content card">
        {data.map((entry) => (
          <Entry key={entry.id} entry={entry} level={2} inDialog={inDialog} />
        ))}
      </div>
    </div>
  );
}
