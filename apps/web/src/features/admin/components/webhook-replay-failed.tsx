import { useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isValidApiDate } from '@orioni/contracts/format';
import type { WebhookEndpoint } from '@orioni/contracts/webhook-admin';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useAdminText } from '../admin-messages';
import { replayFailed, WEBHOOKS_QUERY_KEY } from '../api/webhook-api';
import type { Outcome } from '../hooks/integrations-page-state';
import { useIntegrationsText } from '../integrations-messages';
import { defaultSince, sinceInstant, timeOfText } from '../webhook-format';
import { DateField } from './date-field';

/**
 * Send again every failed delivery of the endpoint made at or after a time (issue 42 item 5): a day
 * (DD/MM/YYYY, with the calendar, as the console's other dates) and a time of day, both Tbilisi's; a
 * day ago by default. How many went back in the queue is announced by the page.
 */
export function WebhookReplayFailed({ endpoint, onOutcome }: { endpoint: WebhookEndpoint; onOutcome(outcome: Outcome): void }) {
  const text = useIntegrationsText();
  const adminText = useAdminText();
  const queryClient = useQueryClient();
  const id = useId();
  const [since, setSince] = useState(defaultSince);
  const [problems, setProblems] = useState<{ day?: boolean; time?: boolean }>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const time = timeOfText(since.time);
    const dayOk = isValidApiDate(since.day);
    setProblems({ day: !dayOk, time: time === null });
    if (!dayOk || time === null) return;
    setBusy(true);
    onOutcome(null);
    try {
      const { replayed } = await replayFailed(endpoint.id, sinceInstant(since.day, time));
      onOutcome({ message: text.replayedFailed(replayed) });
      await queryClient.invalidateQueries({ queryKey: WEBHOOKS_QUERY_KEY });
    } catch (error) {
      onOutcome({ error });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="integrations-replay" aria-labelledby={`${id}-title`} onSubmit={(e) => void submit(e)} noValidate>
      <h3 id={`${id}-title`} className="admin-details__title">
        {text.replayFailedTitle}
      </h3>
      <p className="integrations-replay__text">{text.replayFailedText}</p>
      <div className="integrations-replay__fields">
        <DateField
          label={text.sinceDay}
          value={since.day}
          onChange={(day) => (setSince((s) => ({ ...s, day })), setProblems((p) => ({ ...p, day: false })))}
          error={problems.day ? adminText.badDate : null}
        />
        <TextField
          label={text.sinceTime}
          value={since.time}
          placeholder={text.timePlaceholder}
          inputMode="numeric"
          autoComplete="off"
          maxLength={5}
          onChange={(e) => (setSince((s) => ({ ...s, time: e.target.value })), setProblems((p) => ({ ...p, time: false })))}
          error={problems.time ? text.timeInvalid : null}
        />
        <Button type="submit" variant="secondary" loading={busy} className="integrations-replay__submit">
          {text.replayFailed}
        </Button>
      </div>
    </form>
  );
}
