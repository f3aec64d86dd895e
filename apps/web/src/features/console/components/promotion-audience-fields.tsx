import { useTranslation } from 'react-i18next';
import { TextAreaField, TextField } from '@/components/ui/form-field';
import { formatGmtOffset } from '@/lib/format';
import type { PromotionForm } from '../hooks/use-promotion-form';
import type { PromotionValues } from '../lib/promotion-form';
import { levelName } from '../lib/vip-ladder';
import { EditorSection } from './promotion-parts';
import './vip-console.css';

/** Who may take part: VIP levels, agent lines, a registration window and a list of members; all empty is everyone. */
export function PromotionAudienceFields({ form, offset }: { form: PromotionForm; offset: number }) {
  const { t, i18n } = useTranslation();
  const cn = i18n.language.startsWith('zh');
  const { values, change, errorOf, levels } = form;
  const audience = values.audience;
  const set = (changes: Partial<PromotionValues['audience']>) => change({ audience: { ...audience, ...changes } });
  const zone = t('consolePromotions.editor.timeHint', { zone: formatGmtOffset(offset) });
  return (
    <EditorSection
      title={t('consolePromotions.editor.sections.audience')}
      hint={t('consolePromotions.editor.audienceHint')}
    >
      <VipLevelChips
        chosen={audience.vipLevels}
        // Levels chosen that the ladder no longer has stay visible, so they can be taken off.
        levels={[
          ...levels,
          ...audience.vipLevels.filter((n) => !levels.some((l) => l.level === n)).map((level) => ({ level, name: {} })),
        ]}
        cn={cn}
        error={errorOf('audience.vipLevels')}
        onChange={(vipLevels) => set({ vipLevels })}
      />
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

/** The VIP levels that may take part, as toggles; none chosen is every level. */
function VipLevelChips({
  chosen,
  levels,
  cn,
  error,
  onChange,
}: {
  chosen: number[];
  levels: { level: number; name: { EN?: string | undefined; CN?: string | undefined } }[];
  cn: boolean;
  error: string | undefined;
  onChange: (levels: number[]) => void;
}) {
  const { t } = useTranslation();
  const toggle = (level: number) =>
    onChange(chosen.includes(level) ? chosen.filter((l) => l !== level) : [...chosen, level].sort((a, b) => a - b));
  return (
    <fieldset className="promo-vip-levels" data-testid="promotion-vip-levels">
      <legend className="field__label">{t('consolePromotions.editor.vipLevels')}</legend>
      <p className="console-muted">
        {chosen.length === 0
          ? t('consolePromotions.editor.vipLevelsAll')
          : t('consolePromotions.editor.vipLevelsSome', { count: chosen.length })}
      </p>
      {levels.length === 0 ? (
        <p className="console-muted">{t('consolePromotions.editor.noLadder')}</p>
      ) : (
        <div className="content-chips">
          {[...levels]
            .sort((a, b) => a.level - b.level)
            .map((level) => (
              <button
                key={level.level}
                type="button"
                className="content-chip"
                aria-pressed={chosen.includes(level.level)}
                onClick={() => toggle(level.level)}
              >
                {level.level} · {levelName(level, cn)}
              </button>
            ))}
        </div>
      )}
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
