import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField, type TextFieldProps } from '@/components/ui/form-field';

/**
 * A required box for a whole number or (with `decimal`) an amount, kept as typed for the contract to read: the
 * phone's number pad, and no autofill, which has nothing to offer for a limit or a number of seconds.
 */
export function NumberField({ decimal = false, ...props }: TextFieldProps & { decimal?: boolean }) {
  return <TextField inputMode={decimal ? 'decimal' : 'numeric'} required autoComplete="off" {...props} />;
}

export interface AmountFieldSpec {
  label: string;
  error: string | undefined;
  field: UseFormRegisterReturn;
}

/** Two amounts of a form that go together (a range's ends, two payout limits), as two cells of the form's grid. */
export function AmountFields({ amounts }: { amounts: readonly [AmountFieldSpec, AmountFieldSpec] }) {
  return (
    <>
      {amounts.map(({ label, error, field }) => (
        <NumberField key={field.name} decimal label={label} error={error} {...field} />
      ))}
    </>
  );
}
