import { useEffect, useId, useReducer, useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { WebhookEndpoint } from '@orioni/contracts/webhook-admin';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@orioni/contracts/webhooks';
import { Button } from '@/components/ui/button';
import { ErrorDisplay } from '@/components/ui/error-display';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { useValidationMessage } from '@/lib/validation-messages';
import { addEndpoint, WEBHOOKS_QUERY_KEY } from '../api/webhook-api';
import { useIntegrationsText } from '../integrations-messages';
import {
  checkWebhookForm,
  EMPTY_WEBHOOK_FORM,
  problemsOfFieldErrors,
  selectAllState,
  webhookFormReducer,
  type FieldProblem,
} from '../webhook-form';
import { WebhookSecret } from './webhook-secret';

/**
 * "Add endpoint" (issue 42 item 5): the address, a description, and the events as boxes with a
 * "Select all" (mixed while some are ticked). The form is checked with the route's own schema; the
 * API's field errors show under their fields, any other error below the form. Once added, the same
 * dialog shows the endpoint's secret, this once.
 */
export function WebhookAddDialog({ open, onClose, onAdded }: { open: boolean; onClose(): void; onAdded(endpoint: WebhookEndpoint): void }) {
  const text = useIntegrationsText();
  const fieldMessage = useValidationMessage();
  const queryClient = useQueryClient();
  const formId = useId();
  const [form, dispatch] = useReducer(webhookFormReducer, EMPTY_WEBHOOK_FORM);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const urlInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!open) return;
    dispatch({ type: 'reset' });
    setError(null);
    setSecret(null);
  }, [open]);

  const problemText = (problem: FieldProblem | undefined) =>
    !problem ? null : 'known' in problem ? text[problem.known] : fieldMessage(problem.message);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setError(null);
    const checked = checkWebhookForm(form);
    if (!checked.ok) {
      dispatch({ type: 'problems', problems: checked.problems });
      if (checked.problems.url) urlInput.current?.focus();
      else document.getElementById(`${formId}-events`)?.querySelector('input')?.focus();
      return;
    }
    setBusy(true);
    try {
      const added = await addEndpoint(checked.body);
      setSecret(added.secret);
      onAdded(added.endpoint);
      await queryClient.invalidateQueries({ queryKey: WEBHOOKS_QUERY_KEY });
    } catch (failure) {
      const problems = failure instanceof ApiError ? problemsOfFieldErrors(failure.fieldErrors) : null;
      if (problems) {
        dispatch({ type: 'problems', problems });
        if (problems.url) urlInput.current?.focus();
      } else setError(failure);
    } finally {
      setBusy(false);
    }
  };

  const eventsError = problemText(form.problems.eventTypes);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={secret ? text.secretAddedTitle : text.addTitle}
      width={720}
      closeLabel={text.close}
      dismissible={!secret}
      footer={
        secret ? (
          <Button onClick={onClose}>{text.secretDone}</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose}>
              {text.cancel}
            </Button>
            <Button type="submit" form={formId} loading={busy}>
              {text.add}
            </Button>
          </>
        )
      }
    >
      {secret ? (
        <WebhookSecret secret={secret} />
      ) : (
        <form id={formId} className="admin-form form-stack" onSubmit={(e) => void submit(e)} noValidate>
          <p className="dialog-text">{text.addIntro}</p>
          <TextField
            ref={urlInput}
            label={text.urlLabel}
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            maxLength={2000}
            value={form.url}
            hint={text.urlHint}
            onChange={(e) => dispatch({ type: 'url', value: e.target.value })}
            error={problemText(form.problems.url)}
            required
          />
          <TextField
            label={text.descriptionLabel}
            maxLength={200}
            value={form.description}
            hint={text.descriptionHint}
            onChange={(e) => dispatch({ type: 'description', value: e.target.value })}
            error={problemText(form.problems.description)}
          />
          <EventChoices
            id={`${formId}-events`}
            chosen={form.eventTypes}
            error={eventsError}
            onToggle={(eventType, on) => dispatch({ type: 'toggle', eventType, on })}
            onAll={(on) => dispatch({ type: 'all', on })}
          />
          <ErrorDisplay error={error} />
        </form>
      )}
    </Modal>
  );
}

/** The events as boxes, with "Select all" (mixed while some are ticked) and how many are chosen. */
function EventChoices({
  id,
  chosen,
  error,
  onToggle,
  onAll,
}: {
  id: string;
  chosen: readonly WebhookEventType[];
  error: string | null;
  onToggle(eventType: WebhookEventType, on: boolean): void;
  onAll(on: boolean): void;
}) {
  const text = useIntegrationsText();
  const allBox = useRef<HTMLInputElement>(null);
  const all = selectAllState({ eventTypes: chosen });
  useEffect(() => {
    if (allBox.current) allBox.current.indeterminate = all === 'some';
  }, [all]);
  return (
    <fieldset
      id={id}
      className={`admin-choices integrations-events ${error ? 'admin-choices--invalid' : ''}`}
      aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
    >
      <legend className="field__label">{text.eventsLabel}</legend>
      <div className="integrations-events__all">
        <label className="admin-choice">
          <input ref={allBox} type="checkbox" checked={all === 'all'} onChange={(e) => onAll(e.target.checked)} />
          <span className="admin-strong">{text.selectAll}</span>
        </label>
        <span id={`${id}-count`} className="admin-sub" aria-live="polite">
          {text.selectedCount(chosen.length, WEBHOOK_EVENT_TYPES.length)}
        </span>
      </div>
      <div className="admin-choices__list integrations-events__list">
        {WEBHOOK_EVENT_TYPES.map((type) => (
          <label key={type} className="admin-choice">
            <input
              type="checkbox"
              name={`${id}-event`}
              value={type}
              checked={chosen.includes(type)}
              onChange={(e) => onToggle(type, e.target.checked)}
            />
            <span>
              {text.eventTypes[type]}
              <code className="integrations-code">{type}</code>
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
