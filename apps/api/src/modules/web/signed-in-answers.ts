import { cartItemSchema, dataEnvelope, savedCardResultSchema, userInfoResponseSchema } from '@orioni/contracts';
import type { Language } from '@orioni/contracts/constants';
import { z } from 'zod';
import type { Services } from '../../services.ts';

/** The session's token (as the cookie had it) and the answers, as `#initial-session` carries them. */
export interface SignedInAnswers {
  token: string;
  answers: Record<string, unknown>;
}

const cartAnswer = dataEnvelope(z.array(cartItemSchema));
const cardAnswer = dataEnvelope(savedCardResultSchema);

/**
 * A signed-in page's first answers (issue 14): what GET /api/user, /api/product/cart and
 * /api/payment/card answer for the session of `token` (the `token` cookie), from the same services
 * and through the same response schemas as those routes, so the page renders without a round trip
 * of its own. The session is resolved as the auth plugin does: it slides, and when it rotates the
 * new token goes with the answers (the browser stores it, as after any answer). Null when the
 * session is not live. Names are in `language`, the page's own (decision 26), never the account's.
 *
 * The routes themselves are not asked (`app.inject`): their fake requests and replies went through
 * the same hooks as real ones and made that code polymorphic, which cost the content API a sixth of
 * its throughput for the rest of the process's life.
 */
export async function signedInAnswers(
  services: Pick<Services, 'sessions' | 'accounts' | 'cart' | 'cards'>,
  token: string,
  language: Language,
): Promise<SignedInAnswers | null> {
  const session = await services.sessions.resolve(token);
  if (!session) return null;
  const { user } = session;
  const [info, items, card] = await Promise.all([
    services.accounts.getUser(user.id),
    services.cart.items(user.id, language),
    services.cards.current(user.id),
  ]);
  return {
    token,
    answers: {
      ...(session.renewedToken ? { token: session.renewedToken } : {}),
      // The language the names are in: the page seeds its cart only when it shows that language.
      language,
      user: userInfoResponseSchema.parse({ data: info }),
      cart: cartAnswer.parse({ data: items }),
      card: cardAnswer.parse({ data: card }),
    },
  };
}
