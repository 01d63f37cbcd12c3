import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../config.ts';
import { withWebhookExamples } from '../modules/webhooks/webhook-examples.ts';

/**
 * `node --import tsx apps/api/src/cli/webhook-examples.ts`: rewrites the README's webhook examples
 * (between its markers) from the payload builder's output for the sample events (issue 42).
 */
const readme = path.join(REPO_ROOT, 'README.md');
const before = fs.readFileSync(readme, 'utf8');
const after = withWebhookExamples(before);
fs.writeFileSync(readme, after);
console.log(after === before ? 'README.md: the webhook examples were current' : 'README.md: wrote the webhook examples');
