import { useCallback, useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { WebhookEndpoint } from '@orioni/contracts/webhook-admin';
import { ENDPOINTS_QUERY_KEY, enableEndpoint, fetchEndpoints, replayDelivery, sendTestEvent, WEBHOOKS_QUERY_KEY } from '../api/webhook-api';
import { useIntegrationsText } from '../integrations-messages';
import { logStateFromSearch, searchOfLogState, shownEndpointId, type LogState } from '../integrations-state';

/** The page's one dialog at a time: add an endpoint, rotate or turn off one, or read one delivery. */
export type IntegrationsDialog =
  | { kind: 'add' }
  | { kind: 'rotate'; endpoint: WebhookEndpoint }
  | { kind: 'disable'; endpoint: WebhookEndpoint }
  | { kind: 'delivery'; deliveryId: number }
  | null;

/** What the last action came to, announced in the page's live region (an error in its alert). */
export type Outcome = { message: string } | { error: unknown } | null;

/** While a delivery waits or an endpoint has some waiting, the lists ask again every few seconds. */
const POLL_MS = 2_500;

/**
 * The integrations page's state (style rule 15: the page stays small): the endpoints, whose log is
 * shown (from the address, `integrations-state.ts`), the open dialog, the last outcome, and the
 * actions that need no dialog (send a test event, turn an endpoint on, replay a delivery).
 */
export function useIntegrationsPage() {
  const text = useIntegrationsText();
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const [dialog, setDialog] = useState<IntegrationsDialog>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState<string | null>(null);
  /** Bumped when staff ask for an endpoint's log: the log's heading takes focus once it shows that endpoint. */
  const [logFocus, setLogFocus] = useState(0);

  const endpoints = useQuery({
    queryKey: ENDPOINTS_QUERY_KEY,
    queryFn: ({ signal }) => fetchEndpoints(signal),
    refetchInterval: (query) => (query.state.data?.list.some((e) => e.pending > 0) ? POLL_MS : false),
  });
  const list = useMemo(() => endpoints.data?.list ?? [], [endpoints.data]);
  const requested = logStateFromSearch(search);
  const shownId = shownEndpointId(
    requested,
    list.map((e) => e.id),
  );
  const log: LogState = { ...requested, endpointId: shownId, ...(requested.endpointId === shownId ? {} : { status: '', page: 0 }) };
  const shown = list.find((e) => e.id === shownId) ?? null;

  const setLog = useCallback(
    (next: LogState) => setSearch(searchOfLogState(next), { replace: true, preventScrollReset: true }),
    [setSearch],
  );

  /** One call at a time per button (`key`); the lists reload after it, the outcome is announced. */
  const act = async (key: string, call: () => Promise<unknown>, message: string) => {
    if (busy) return;
    setBusy(key);
    setOutcome(null);
    try {
      await call();
      setOutcome({ message });
      await queryClient.invalidateQueries({ queryKey: WEBHOOKS_QUERY_KEY });
    } catch (error) {
      setOutcome({ error });
    } finally {
      setBusy(null);
    }
  };

  return {
    text,
    endpoints,
    list,
    shown,
    log,
    setLog,
    dialog,
    setDialog,
    outcome,
    setOutcome,
    busy,
    pollMs: POLL_MS,
    logFocus,
    showLog: (endpoint: WebhookEndpoint) => {
      setLog({ endpointId: endpoint.id, status: '', page: 0 });
      setLogFocus((n) => n + 1);
    },
    /** A test message to the endpoint; its log is shown, where it appears once the worker has tried it. */
    sendTest: (endpoint: WebhookEndpoint) =>
      act(
        `test-${endpoint.id}`,
        async () => {
          await sendTestEvent(endpoint.id);
          setLog({ endpointId: endpoint.id, status: '', page: 0 });
        },
        text.testSent,
      ),
    enable: (endpoint: WebhookEndpoint) => act(`toggle-${endpoint.id}`, () => enableEndpoint(endpoint.id), text.enabledDone(endpoint.url)),
    replay: (deliveryId: number) => act(`replay-${deliveryId}`, () => replayDelivery(deliveryId), text.replayed),
  };
}
export type IntegrationsPageState = ReturnType<typeof useIntegrationsPage>;
