import { agentTypes } from '@lotus/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/form-field';
import { useMerchant } from '@/features/system';
import { formatDateTime } from '@/lib/format';
import { agentSearchQuery } from '../api/console-agents-api';
import { AgentTypeDialog, MoveMemberDialog, useCanManageAgents, useTypeLabel } from './agent-dialogs';
import { CONSOLE_PAGE_SIZE, ConsoleTable, FilterBar, pageNoOf, pagerOf, useFilters, useUrlParams } from './kit';
import './console-admin.css';
import './console-agents.css';

type Editing = { action: 'type'; member: string; type: number } | { action: 'move'; member: string } | null;

/**
 * Agents: the brand's agents with their upline, direct downlines and whole team, by username, in pages. Admin and
 * risk promote a member (or make an agent a member again) and move a member with its team under another agent.
 */
export function AgentsPage() {
  const { t } = useTranslation();
  const merchant = useMerchant();
  const offset = merchant?.gmtOffsetMinutes ?? 0;
  const typeLabel = useTypeLabel();
  const canManage = useCanManageAgents();
  const { params, update } = useUrlParams();
  const q = params.get('q') ?? '';
  const typeParam = Number(params.get('type'));
  const type = agentTypes.find((x) => x === typeParam);
  const pageNo = pageNoOf(params.get('p'));
  const filters = useFilters({ q, type: type === undefined ? '' : String(type) });
  const results = useQuery(agentSearchQuery({ q: q || undefined, type, pageNo, pageSize: CONSOLE_PAGE_SIZE }));
  const [editing, setEditing] = useState<Editing>(null);
  const data = results.data;

  const search = () => update({ q: filters.draft.q.trim() || null, type: filters.draft.type || null, p: null });
  const openMember = (id: number) => update({ page: 'members', member: String(id), q: null, type: null, p: null });

  return (
    <section className="console-page console-agents" aria-labelledby="console-agents" data-testid="agents-page">
      <header className="console-page__head">
        <h2 id="console-agents">{t('console.nav.agents')}</h2>
        {data ? <span className="console-muted tabular">{t('consoleAgents.total', { count: data.total })}</span> : null}
        {canManage ? (
          <span className="console-actions">
            <Button
              variant="accent"
              size="sm"
              data-testid="agent-promote"
              onClick={() => setEditing({ action: 'type', member: '', type: 1 })}
            >
              {t('consoleAgents.promote')}
            </Button>
            <Button
              variant="outline"
              size="sm"
              data-testid="agent-move"
              onClick={() => setEditing({ action: 'move', member: '' })}
            >
              {t('consoleAgents.move')}
            </Button>
          </span>
        ) : null}
      </header>
      <FilterBar onApply={search} applyLabel={t('console.members.searchButton')} applyTestId="agent-search-submit">
        <TextField label={t('consoleAgents.search')} type="search" maxLength={64} {...filters.field('q')} />
        <SelectField label={t('consoleAgents.type')} {...filters.field('type')}>
          <option value="">{t('console.all')}</option>
          {agentTypes.map((x) => (
            <option key={x} value={x}>
              {typeLabel(x)}
            </option>
          ))}
        </SelectField>
      </FilterBar>
      <ConsoleTable
        query={results}
        empty={q || type ? t('consoleAgents.none') : t('consoleAgents.noneYet')}
        rows={data?.list}
        rowKey={(a) => a.id}
        rowProps={(a) => ({ 'data-testid': 'console-agent', 'data-agent': a.username })}
        busy={results.isPlaceholderData}
        wrapClassName="console-agents__table"
        pager={pagerOf(pageNo, data, (p) => update({ p: String(p) }))}
        columns={[
          {
            key: 'username',
            header: t('console.members.username'),
            rowHeader: true,
            cell: (a) => (
              <>
                {a.username}
                {a.nickname ? <span className="console-muted"> · {a.nickname}</span> : null}
              </>
            ),
          },
          { key: 'type', header: t('consoleAgents.type'), cell: (a) => typeLabel(a.type) },
          {
            key: 'upline',
            header: t('console.members.upline'),
            cell: (a) => a.upline ?? <span className="console-muted">{t('consoleAgents.topLevel')}</span>,
          },
          {
            key: 'direct',
            header: t('consoleAgents.directDownlines'),
            numeric: true,
            cell: (a) => a.directDownlines,
          },
          { key: 'team', header: t('consoleAgents.teamSize'), numeric: true, cell: (a) => a.teamSize },
          {
            key: 'registered',
            header: t('console.members.registered'),
            className: 'tabular',
            cell: (a) => formatDateTime(a.registeredAt, offset),
          },
        ]}
        actionsClassName="console-actions"
        actions={(a) => (
          <>
            <Button
              size="sm"
              variant="outline"
              aria-label={t('console.members.openOne', { username: a.username })}
              onClick={() => openMember(a.id)}
            >
              {t('console.members.open')}
            </Button>
            {canManage ? (
              <>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t('consoleAgents.typeOne', { username: a.username })}
                  onClick={() => setEditing({ action: 'type', member: a.username, type: a.type })}
                >
                  {t('consoleAgents.changeType')}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t('consoleAgents.moveOne', { username: a.username })}
                  onClick={() => setEditing({ action: 'move', member: a.username })}
                >
                  {t('consoleAgents.moveShort')}
                </Button>
              </>
            ) : null}
          </>
        )}
      />
      {editing?.action === 'type' ? (
        <AgentTypeDialog member={editing.member} type={editing.type} onClose={() => setEditing(null)} />
      ) : null}
      {editing?.action === 'move' ? (
        <MoveMemberDialog member={editing.member} onClose={() => setEditing(null)} />
      ) : null}
    </section>
  );
}
