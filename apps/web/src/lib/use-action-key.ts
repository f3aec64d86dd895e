import { useCallback, useState } from 'react';

/**
 * The Idempotency-Key of one intended money action: a retry after a lost answer sends the same key (the server
 * answers the first result); changing what is asked, or succeeding, starts a new one. `renewOnChange` goes into
 * react-hook-form's `register` options of the fields that define the request.
 */
export function useActionKey() {
  const [key, setKey] = useState(() => crypto.randomUUID());
  const renew = useCallback(() => setKey(crypto.randomUUID()), []);
  return { key, renew, renewOnChange: { onChange: renew } };
}
