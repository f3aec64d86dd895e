import { useTranslation } from 'react-i18next';
import { TextAreaField, TextField } from '@/components/ui/form-field';
import { formatGmtOffset } from '@/lib/format';
import type { PromotionForm } from '../hooks/use-promotion-form';
import type { PromotionValues } from '../lib/promotion-form';
import { EditorSection } from './promotion-parts';

/** Who may take part: agent lines, a registration window and a list of members; all empty is everyone. */
export function PromotionAudienceFields({ form, offset }: { form: PromotionForm; offset: number }) {
  const { t } = useTranslation();
  const { values, change, errorOf } = form;
  const audience = values.audience;
  const set = (changes: Partial<PromotionValues['audience']>) => change({ audience: { ...audience, ...changes } });
  const zone = t('consolePromotions.editor.timeHint', { zone: formatGmtOffset(offset) });
  return (
    <EditorSection
      title={t('consolePromotions.editor.sections.audience')}
      hint={t('consolePromotions.editor.audienceHint')}
    >
      <div className="content-form__pair">
        <TextField
          label={t('consolePromotions.editor.registeredFrom')}
          hint={zone}
          type="datetime-local"
          value={audience.registeredFrom}
          error={errorOf('audience.registeredFrom')}
          onChange={(e) => set({ registeredFrom: e.target.value })}
        />
        <TextField
          label={t('consolePromotions.editor.registeredUntil')}
          hint={zone}
          type="datetime-local"
          value={audience.registeredUntil}
          error={errorOf('audience.registeredUntil')}
          onChange={(e) => set({ registeredUntil: e.target.value })}
        />
      </div>
      <div className="content-form__pair">
        <TextAreaField
          label={t('consolePromotions.editor.agentLines')}
          hint={t('consolePromotions.editor.agentLinesHint')}
          rows={4}
          spellCheck={false}
          autoComplete="off"
          value={audience.agentLines}
          error={errorOf('audience.agentLines')}
          onChange={(e) => set({ agentLines: e.target.value })}
        />
        <TextAreaField
          label={t('consolePromotions.editor.members')}
          hint={t('consolePromotions.editor.membersHint')}
          rows={4}
          spellCheck={false}
          autoComplete="off"
          value={audience.members}
          error={errorOf('audience.members')}
          onChange={(e) => set({ members: e.target.value })}
        />
      </div>
    </EditorSection>
  );
}
