import { betRecordPresets } from '@lotus/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { PresetPicker } from '@/components/ui/preset-picker';
import type { Period } from '../lib/period';

export interface PeriodBarProps {
  name: string;
  period: Period;
  range: { startDate: string; endDate: string };
  onChange: (period: Period) => void;
}

/** A report's period: the spec §9 presets, previous and next windows of the same length, and the dates covered. */
export function PeriodBar({ name, period, range, onChange }: PeriodBarProps) {
  const { t } = useTranslation();
  return (
    <div className="agent-period">
      <PresetPicker
        name={name}
        value={period.preset}
        presets={betRecordPresets}
        onChange={(preset) => onChange({ preset, back: 0 })}
      />
      <div className="agent-period__step">
        <Button
          variant="outline"
          size="sm"
          aria-label={t(`agentReports.previous.${period.preset}`)}
          onClick={() => onChange({ ...period, back: period.back + 1 })}
        >
          ‹
        </Button>
        <span className="agent-period__range tabular" data-testid="period-range">
          {range.startDate === range.endDate ? range.startDate : `${range.startDate} – ${range.endDate}`}
        </span>
        <Button
          variant="outline"
          size="sm"
          aria-label={t(`agentReports.next.${period.preset}`)}
          disabled={period.back === 0}
          onClick={() => onChange({ ...period, back: period.back - 1 })}
        >
          ›
        </Button>
      </div>
    </div>
  );
}
