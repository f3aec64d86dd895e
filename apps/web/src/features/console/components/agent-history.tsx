import type { AgentChange } from '@lotus/contract';
import { useTranslation } from 'react-i18next';
import { useTypeLabel } from './agent-dialogs';

/** A member's type changes and moves, newest first, as its audit trail keeps them. */
export function AgentHistory({ changes, time }: { changes: AgentChange[]; time: (ms: number) => string }) {
  const { t } = useTranslation();
  const typeLabel = useTypeLabel();
  if (changes.length === 0) return <p className="console-muted">{t('consoleAgents.noHistory')}</p>;
  const shown = (c: AgentChange, value: AgentChange['from']) =>
    c.field === 'type' ? typeLabel(Number(value ?? 0)) : (value ?? t('consoleAgents.topLevel'));
  return (
    <ul className="console-list" data-testid="member-agent-history">
      {changes.map((c) => (
        <li key={`${c.at}-${c.field}`}>
          <strong>
            {t(c.field === 'type' ? 'consoleAgents.typeChange' : 'consoleAgents.uplineChange', {
              from: shown(c, c.from),
              to: shown(c, c.to),
            })}
          </strong>{' '}
          <span className="console-muted tabular">
            {time(c.at)} · {c.operator ?? t('console.members.system')}
          </span>
          {c.reason ? <div>{c.reason}</div> : null}
        </li>
      ))}
    </ul>
  );
}
