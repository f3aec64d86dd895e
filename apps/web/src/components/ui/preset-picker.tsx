import type { BetRecordPreset } from '@lotus/contract';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import './preset-picker.css';

export interface PresetPickerProps {
  name: string;
  value: BetRecordPreset;
  presets: readonly BetRecordPreset[];
  onChange: (preset: BetRecordPreset) => void;
}

/** Spec §9 date presets as one segmented radio group. */
export function PresetPicker({ name, value, presets, onChange }: PresetPickerProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="bet-presets" style={{ '--preset-count': presets.length } as CSSProperties}>
      <legend className="visually-hidden">{t('records.period')}</legend>
      {presets.map((p) => (
        <label key={p} className={`bet-presets__item${p === value ? ' bet-presets__item--on' : ''}`}>
          <input type="radio" name={name} checked={p === value} onChange={() => onChange(p)} />
          {t(`betRecords.presets.${p}`)}
        </label>
      ))}
    </fieldset>
  );
}
