import { parseVnShorthand, SHORTHAND_MAX_LENGTH } from '@lotus/lottery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { makeLine, type SlipLine } from '../lib/slip';

/** VN bets typed the way players write them (`lo 12 34 x10`), each error shown at the text it concerns. */
export function VnShorthand({ onAdd }: { onAdd: (lines: SlipLine[]) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const parsed = text.trim() ? parseVnShorthand(text) : { lines: [], errors: [] };
  const add = () => {
    const lines = parsed.lines.flatMap((l) => makeLine(l.play, l.picks, 'yuan', l.points) ?? []);
    if (lines.length === 0) return;
    onAdd(lines);
    setText('');
  };
  return (
    <section className="lottery-shorthand">
      <label className="lottery-row__label" htmlFor="lottery-shorthand">
        {t('lottery.shorthand')}
      </label>
      <textarea
        id="lottery-shorthand"
        className="lottery-input"
        rows={3}
        maxLength={SHORTHAND_MAX_LENGTH}
        value={text}
        placeholder="lo 12 34 x10"
        onChange={(e) => setText(e.currentTarget.value)}
        aria-describedby="lottery-shorthand-hint"
        data-testid="lottery-shorthand"
      />
      <p id="lottery-shorthand-hint" className="lottery-muted">
        {t('lottery.shorthandHint')}
      </p>
      {parsed.errors.length > 0 ? (
        <ul className="lottery-error" role="alert">
          {parsed.errors.map((error) => (
            <li key={`${error.at}-${error.code}`}>
              {t('lottery.shorthandAt', {
                text: text.slice(error.at, Math.max(error.end, error.at + 1)),
                message: t(`lottery.shorthandErrors.${error.code}`),
              })}
            </li>
          ))}
        </ul>
      ) : null}
      <Button
        variant="outline"
        size="sm"
        onClick={add}
        disabled={parsed.lines.length === 0 || parsed.errors.length > 0}
        data-testid="lottery-shorthand-add"
      >
        {t('lottery.shorthandAdd')}
      </Button>
    </section>
  );
}
