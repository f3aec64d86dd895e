import { type FormEvent, type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';

export interface FilterBarProps {
  children: ReactNode;
  /** With it the bar is a form whose button applies the fields; without, each field applies itself on change. */
  onApply?: () => void;
  applyLabel?: ReactNode;
  applyTestId?: string;
  /** Puts every field back: a button with this label beside apply. */
  reset?: { label: ReactNode; onReset: () => void };
  className?: string;
}

/** The row of filter fields above a console list, with its apply button. */
export function FilterBar({ children, onApply, applyLabel, applyTestId, reset, className }: FilterBarProps) {
  const classes = ['console-filters', className].filter(Boolean).join(' ');
  if (!onApply) return <div className={classes}>{children}</div>;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply();
  };
  return (
    <form className={classes} onSubmit={submit}>
      {children}
      <Button type="submit" variant="accent" data-testid={applyTestId}>
        {applyLabel}
      </Button>
      {reset ? (
        <Button type="button" variant="ghost" onClick={reset.onReset}>
          {reset.label}
        </Button>
      ) : null}
    </form>
  );
}

/** A field's value and change handler, for `{...field('name')}` on a TextField or SelectField. */
export interface BoundField {
  value: string;
  onChange: (event: { target: { value: string } }) => void;
}

/**
 * The fields as typed (`draft`) and as last applied (`applied`): the list follows `applied`, so typing does not
 * refetch. A page whose filters live in the address keeps `applied` there and passes `onApply`.
 */
export function useFilters<F extends Record<string, string>>(initial: F | (() => F)) {
  const [draft, setDraft] = useState<F>(initial);
  const [applied, setApplied] = useState<F>(draft);
  const field = (key: keyof F & string): BoundField => ({
    value: draft[key] as string,
    onChange: (event) => setDraft((d) => ({ ...d, [key]: event.target.value })),
  });
  const apply = () => setApplied(draft);
  const reset = (to: F) => {
    setDraft(to);
    setApplied(to);
  };
  return { draft, applied, field, apply, reset };
}
