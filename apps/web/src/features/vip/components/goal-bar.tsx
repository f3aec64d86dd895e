import { useVipText } from '../hooks/use-vip-text';
import type { Goal } from '../lib/progress';

/** One figure a level asks, as a bar with "actual of needed" and what is left (or that it is reached). */
export function GoalBar({ label, goal, testId }: { label: string; goal: Goal; testId: string }) {
  const { t, money } = useVipText();
  const text = t('vip.progress', { actual: money(goal.actual), needed: money(goal.needed) });
  return (
    <div className="vip-goal" data-testid={testId} data-met={goal.met || undefined}>
      <div className="vip-goal__head">
        <span className="vip-goal__label">{label}</span>
        <span className="vip-goal__figures tabular" data-testid={`${testId}-figures`}>
          {text}
        </span>
      </div>
      <div
        className="vip-goal__bar"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={goal.percent}
        aria-valuetext={text}
      >
        <span className="vip-goal__fill" style={{ width: `${goal.percent}%` }} />
      </div>
      <p className="vip-muted tabular">
        {goal.met ? t('vip.met') : t('vip.left', { amount: money(goal.left) })}
        <span className="vip-goal__percent">{goal.percent}%</span>
      </p>
    </div>
  );
}
