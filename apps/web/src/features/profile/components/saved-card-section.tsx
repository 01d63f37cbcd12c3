import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { webPaths } from '@orioni/contracts/web-paths';
import { Button } from '@/components/ui/button';
import { CardResultDialog, CardTermsDialog } from '@/components/ui/card-dialogs';
import { useErrorText } from '@/components/ui/error-display';
import { Modal } from '@/components/ui/modal';
import { answer, api } from '@/lib/api-client';
import { CARD_QUERY_KEY, brandName, fetchCard, lastFour, startCardOrder } from '@/lib/saved-card';
import { useProfileText } from '../profile-messages';

type Dialog = 'terms' | 'remove' | null;

const removeCard = (cardId: number) => answer(api.DELETE('/api/payment/card', { params: { query: { cardId } } }));

/**
 * The saved card in the profile (issue 25 item 6, spec sections 3 and 7): its brand and last four
 * digits, replacing it through the bank's page (the new card takes the old one's place), and
 * removing it after a confirmation that says what removal means for renewals.
 */
export function SavedCardSection() {
  const px = useProfileText();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returned = params.get('card');
  const outcome = returned === 'success' || returned === 'failure' ? returned : null;
  const cardQuery = useQuery({ queryKey: CARD_QUERY_KEY, queryFn: ({ signal }) => fetchCard(signal), retry: false });
  const card = cardQuery.data ?? null;
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');

  const open = (next: Dialog) => {
    setError(null);
    setDialog(next);
  };

  const toBank = async () => {
    setBusy(true);
    setError(null);
    try {
      const { redirectUrl } = await startCardOrder(webPaths.profileCardReturn('success'), webPaths.profileCardReturn('failure'));
      window.location.assign(redirectUrl);
    } catch (failure) {
      setBusy(false);
      setError(errorText(failure));
    }
  };

  const remove = async () => {
    if (!card) return;
    setBusy(true);
    setError(null);
    try {
      await removeCard(card.cardId);
      queryClient.setQueryData(CARD_QUERY_KEY, null);
      setDialog(null);
      setStatus(px('cardRemoved'));
    } catch (failure) {
      setError(errorText(failure));
      void queryClient.invalidateQueries({ queryKey: CARD_QUERY_KEY });
    } finally {
      setBusy(false);
    }
  };

  const closeResult = () => {
    if (outcome === 'success') void queryClient.invalidateQueries({ queryKey: CARD_QUERY_KEY });
    navigate(webPaths.profile(), { replace: true });
  };

  return (
    <section className="profile-card saved-card" aria-labelledby="saved-card-title" data-testid="profile-card">
      <h2 id="saved-card-title" className="saved-card__title">
        {px('cardTitle')}
      </h2>
      <p className="saved-card__intro">{px('cardIntro')}</p>
      <div className="saved-card__row">
        {cardQuery.isPending ? (
          <p className="saved-card__value">{px('cardLoading')}</p>
        ) : cardQuery.isError ? (
          <p className="saved-card__value" role="alert">
            {errorText(cardQuery.error)}
          </p>
        ) : card ? (
          <p className="saved-card__value" data-testid="profile-card-mask">
            <span className="saved-card__brand">{brandName(card.mask, card.brand)}</span> •••• {lastFour(card.mask)}
          </p>
        ) : (
          <p className="saved-card__value saved-card__value--none">{px('cardNone')}</p>
        )}
        <div className="saved-card__actions">
          {card ? (
            <>
              <Button variant="secondary" onClick={() => open('remove')} data-testid="remove-card">
                {px('cardRemove')}
              </Button>
              <Button onClick={() => open('terms')} data-testid="replace-card">
                {px('cardReplace')}
              </Button>
            </>
          ) : cardQuery.isPending ? null : (
            <Button onClick={() => open('terms')} data-testid="replace-card">
              {px('cardAdd')}
            </Button>
          )}
        </div>
      </div>
      <p className="saved-card__status" role="status">
        {status}
      </p>

      <CardTermsDialog open={dialog === 'terms'} onClose={() => setDialog(null)} onAccept={() => void toBank()} busy={busy} error={error} />
      <Modal
        open={dialog === 'remove'}
        onClose={() => !busy && setDialog(null)}
        title={px('cardRemoveTitle')}
        width={520}
        closeLabel={px('close')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setDialog(null)} disabled={busy}>
              {px('cardKeep')}
            </Button>
            <Button variant="danger" loading={busy} onClick={() => void remove()} data-testid="confirm-remove-card">
              {px('cardRemoveConfirm')}
            </Button>
          </>
        }
      >
        <div className="form-stack">
          {card ? (
            <p className="dialog-text">
              {brandName(card.mask, card.brand)} •••• {lastFour(card.mask)}
            </p>
          ) : null}
          <p className="dialog-text">{px('cardRemoveText')}</p>
          <p className="dialog-error" role="alert">
            {error}
          </p>
        </div>
      </Modal>
      <CardResultDialog outcome={outcome} onClose={closeResult} successText={px('cardSavedText')} />
    </section>
  );
}
