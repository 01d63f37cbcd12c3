export { BRAND_COLOR, button, code, escapeHtml, paragraph, rawLink, renderLayout, renderText, small } from './layout.ts';
