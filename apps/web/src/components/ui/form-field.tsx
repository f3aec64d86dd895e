import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import './form-field.css';

export interface TextFieldProps extends ComponentPropsWithRef<'input'> {
  label: string;
  error?: string;
  hint?: string;
  /** A control inside the field's frame, after the input (show/hide password, send code). */
  action?: ReactNode;
  /** A control before the input (country dialling code). */
  leading?: ReactNode;
}

/** A labelled input whose error and hint are linked to it, so screen readers announce them with the field. */
export function TextField({ label, error, hint, id, required, action, leading, ...rest }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const input = (
    <input
      id={inputId}
      className="field__input"
      required={required}
      aria-invalid={error ? true : undefined}
      aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
      {...rest}
    />
  );
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <span className="field__label-row">
        {/* The mark stays outside the label, so the field's name is the label alone. */}
        <label className="field__label" htmlFor={inputId}>
          {label}
        </label>
        {required ? (
          <span className="field__required" aria-hidden="true">
            *
          </span>
        ) : null}
      </span>
      {action || leading ? (
        <div className="field__row">
          {leading}
          {input}
          {action}
        </div>
      ) : (
        input
      )}
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export interface CheckboxFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  label: ReactNode;
  error?: string;
}

/** A checkbox with its label and an error linked to it (terms, 18+, remember me). */
export function CheckboxField({ label, error, id, required, className, ...rest }: CheckboxFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={['check', error && 'check--invalid', className].filter(Boolean).join(' ')}>
      <label className="check__label" htmlFor={inputId}>
        <input
          id={inputId}
          type="checkbox"
          className="check__input"
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          {...rest}
        />
        <span>
          {label}
          {required ? (
            <span className="field__required" aria-hidden="true">
              {' *'}
            </span>
          ) : null}
        </span>
      </label>
      {error ? (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export interface SelectFieldProps extends ComponentPropsWithRef<'select'> {
  label: string;
  hideLabel?: boolean;
}

/** A native select: the phone's own picker, and fully accessible without extra code. */
export function SelectField({ label, hideLabel, id, className, children, ...rest }: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <span className={['select', className].filter(Boolean).join(' ')}>
      <label className={hideLabel ? 'visually-hidden' : 'field__label'} htmlFor={selectId}>
        {label}
      </label>
      <select id={selectId} className="select__control" {...rest}>
        {children}
      </select>
    </span>
  );
}
