/** Loads every template of the accounts capability (registration happens on import). */
import './account-templates.ts';

export { BRAND_COLOR, button, code, escapeHtml, paragraph, rawLink, renderLayout, renderText, small } from './layout.ts';
