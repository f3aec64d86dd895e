/** The server's answer to a failed submit, announced when it appears. */
export function FormError({ message }: { message: string | null }) {
  return message ? (
    <p className="auth-form__error" role="alert" data-testid="form-error">
      {message}
    </p>
  ) : null;
}
