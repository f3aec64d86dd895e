import {
  AGENT_MANAGER_ROLES,
  type AgentChangeResult,
  agentMoveRequestSchema,
  agentTypeRequestSchema,
  assignableMemberTypes,
} from '@lotus/contract';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField, type TextFieldProps } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { queryClient } from '@/lib/api';
import { agentsKey, moveMember, setAgentType } from '../api/console-agents-api';
import { useConsoleSession } from '../stores/console-session';
import { FormDialog, useConsoleForm } from './kit';

/** Whether the signed-in operator may promote and move members (the server checks again). */
/** A member's username as operators type it: required, never corrected or completed by the browser. */
function UsernameField(props: TextFieldProps) {
  return <TextField required maxLength={64} autoComplete="off" spellCheck={false} {...props} />;
}

export function useCanManageAgents() {
  const role = useConsoleSession((s) => s.operator?.role);
  return role ? AGENT_MANAGER_ROLES.includes(role) : false;
}

/** The type's name in the console: `Agent · type 41`, or `Member`. */
export function useTypeLabel() {
  const { t } = useTranslation();
  return (type: number) => (type === 0 ? t('consoleAgents.memberType') : t('consoleAgents.agentType', { type }));
}

const refresh = () => queryClient.invalidateQueries({ queryKey: agentsKey });

interface TypeValues {
  member: string;
  type: string;
  reason: string;
}

/** Makes a member an agent of a type, another type, or a member again; always with a reason for the audit log. */
export function AgentTypeDialog({ member, type, onClose }: { member: string; type: number; onClose: () => void }) {
  const { t } = useTranslation();
  const typeLabel = useTypeLabel();
  const {
    register,
    submit,
    failure,
    formState: { errors, isSubmitting },
  } = useConsoleForm({
    defaultValues: { member, type: String(type === 0 ? 1 : type), reason: '' } as TypeValues,
    schema: agentTypeRequestSchema,
    toBody: (values) => ({ member: values.member, type: Number(values.type), reason: values.reason }),
    messageOf: (path) =>
      path === 'reason' ? t('consoleAgents.reasonNeeded') : path === 'member' ? t('consoleAgents.memberNeeded') : '',
  });
  const onSubmit = submit(async (body) => {
    const done: AgentChangeResult = await setAgentType(body);
    toast.success(t('consoleAgents.typeDone', { username: done.username, type: typeLabel(done.type) }));
    await refresh();
    onClose();
  });
  return (
    <FormDialog
      title={t('consoleAgents.typeTitle')}
      description={t('consoleAgents.typeText')}
      size="sm"
      testId="agent-type-dialog"
      formClassName="console-dialog-form"
      onClose={onClose}
      onSubmit={onSubmit}
      failure={failure}
      pending={isSubmitting}
      submitLabel={t('consoleAgents.typeSave')}
      submitTestId="agent-type-save"
    >
      <UsernameField label={t('consoleAgents.member')} error={errors.member?.message} {...register('member')} />
      <SelectField label={t('consoleAgents.type')} {...register('type')}>
        {assignableMemberTypes.map((value) => (
          <option key={value} value={value}>
            {typeLabel(value)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('consoleAgents.reason')}
        required
        maxLength={200}
        error={errors.reason?.message}
        {...register('reason')}
      />
    </FormDialog>
  );
}

interface MoveValues {
  member: string;
  upline: string;
  reason: string;
}

/** Moves a member and its whole team under another agent; its contracts with the old upline end. */
export function MoveMemberDialog({ member, onClose }: { member: string; onClose: () => void }) {
  const { t } = useTranslation();
  const {
    register,
    submit,
    failure,
    formState: { errors, isSubmitting },
  } = useConsoleForm({
    defaultValues: { member, upline: '', reason: '' } as MoveValues,
    schema: agentMoveRequestSchema,
    toBody: (values) => values,
    messageOf: (path) =>
      path === 'reason'
        ? t('consoleAgents.reasonNeeded')
        : path === 'upline'
          ? t('consoleAgents.uplineNeeded')
          : t('consoleAgents.memberNeeded'),
  });
  const onSubmit = submit(async (body) => {
    const done = await moveMember(body);
    toast.success(
      t('consoleAgents.moveDone', { username: done.username, upline: done.upline ?? '' }) +
        (done.contractsEnded > 0 ? ` ${t('consoleAgents.contractsEnded', { count: done.contractsEnded })}` : ''),
    );
    await refresh();
    onClose();
  });
  return (
    <FormDialog
      title={t('consoleAgents.moveTitle')}
      description={t('consoleAgents.moveText')}
      size="sm"
      testId="agent-move-dialog"
      formClassName="console-dialog-form"
      onClose={onClose}
      onSubmit={onSubmit}
      failure={failure}
      pending={isSubmitting}
      submitLabel={t('consoleAgents.moveSave')}
      submitTestId="agent-move-save"
    >
      <UsernameField label={t('consoleAgents.member')} error={errors.member?.message} {...register('member')} />
      <UsernameField
        label={t('consoleAgents.newUpline')}
        hint={t('consoleAgents.newUplineHint')}
        error={errors.upline?.message}
        {...register('upline')}
      />
      <TextField
        label={t('consoleAgents.reason')}
        required
        maxLength={200}
        error={errors.reason?.message}
        {...register('reason')}
      />
    </FormDialog>
  );
}
