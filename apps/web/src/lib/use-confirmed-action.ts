import { useEffect, useState } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * The state of a dialog that confirms one billing action (a customer's undo of a cancellation, a
 * staff member's retry, write-off, cancel or reactivate): busy while the call is on its way (a second
 * press does nothing), the error to show when it fails (the dialog stays open, nothing is lost),
 * done when it succeeded, after which the lists under `invalidate` reload. Error and done are
 * cleared whenever `subject` changes (another item or action).
 */
export function useConfirmedAction(subject: unknown, invalidate: QueryKey) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [done, setDone] = useState(false);
  useEffect(() => {
    setError(null);
    setDone(false);
  }, [subject]);

  const run = async (call: () => Promise<unknown>) => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await call();
      setDone(true);
      await queryClient.invalidateQueries({ queryKey: invalidate });
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, done, run };
}
