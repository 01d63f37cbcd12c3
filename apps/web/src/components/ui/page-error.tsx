import { Button } from './button';
import { PageState } from './page-state';

/** A list that could not be loaded: the no-data panel with a Retry button (history, current products, admin). */
export function PageError({ title, text, retryLabel, onRetry }: { title: string; text: string; retryLabel: string; onRetry(): void }) {
  return (
    <PageState
      icon="error"
      title={title}
      action={
        <Button variant="secondary" onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    >
      <p>{text}</p>
    </PageState>
  );
}
