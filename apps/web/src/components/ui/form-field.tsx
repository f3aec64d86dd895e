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

interface FrameProps {
  inputId: string;
  label: string;
  required?: boolean | undefined;
  hint?: string | undefined;
  error?: string | undefined;
  children: ReactNode;
}

/** A field's error, under it: its control names the id in `aria-describedby`, and it is announced as it appears. */
export function FieldErrorText({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} className="field__error" role="alert">
      {error}
    </p>
  ) : null;
}

/** The label row, hint and error every field shares; their ids are what the control's `aria-describedby` names. */
function FieldFrame({ inputId, label, required, hint, error, children }: FrameProps) {
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
      {children}
      {hint ? (
        <p id={`${inputId}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      <FieldErrorText id={`${inputId}-error`} error={error} />
    </div>
  );
}

const describedBy = (inputId: string, hint?: string, error?: string) =>
  [hint ? `${inputId}-hint` : '', error ? `${inputId}-error` : ''].filter(Boolean).join(' ') || undefined;

/** A labelled input whose error and hint are linked to it, so screen readers announce them with the field. */
export function TextField({ label, error, hint, id, required, action, leading, ...rest }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const input = (
    <input
      id={inputId}
      className="field__input"
      required={required}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(inputId, hint, error)}
      {...rest}
    />
  );
  return (
    <FieldFrame inputId={inputId} label={label} required={required} hint={hint} error={error}>
      {action || leading ? (
        <div className="field__row">
          {leading}
          {input}
          {action}
        </div>
      ) : (
        input
      )}
    </FieldFrame>
  );
}

export interface TextAreaFieldProps extends ComponentPropsWithRef<'textarea'> {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
}

/** A labelled multi-line field, linked to its hint and error like `TextField`. */
export function TextAreaField({ label, error, hint, id, required, rows = 3, ...rest }: TextAreaFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <FieldFrame inputId={inputId} label={label} required={required} hint={hint} error={error}>
      <textarea
        id={inputId}
        className="field__input field__textarea"
        rows={rows}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, hint, error)}
        {...rest}
      />
    </FieldFrame>
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
      <FieldErrorText id={`${inputId}-error`} error={error} />
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
