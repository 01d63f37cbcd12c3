import type { Catalogue } from '../catalogue';
import { admin } from './admin';
import { auth } from './auth';
import { billing } from './billing';
import { card } from './card';
import { cart } from './cart';
import { demo } from './demo';
import { history } from './history';
import { profile } from './profile';
import { shell } from './shell';

/** Every interface text of the storefront in this language (content texts come from the content service). */
export const ru: Catalogue = { shell, auth, card, cart, billing, history, profile, demo, admin };
