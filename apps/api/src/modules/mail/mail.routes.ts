import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { countParamSchema } from '@orioni/contracts';
import type { App, AppDeps } from '../../app-types.ts';
import type { NoServices, RouteModule } from '../../plugins/scopes.ts';
import { listOutbox, type OutboxMessage } from './mail.service.ts';
import { escapeHtml } from './templates/layout.ts';

const outboxItemSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  status: z.string(),
  createdAt: z.string(),
});

/**
 * The development outbox. With `SMTP_URL` the mail worker (a job of `services.ts`) delivers queued
 * messages; without it they stay in the outbox, readable at `/dev/outbox` (HTML) and
 * `GET /api/dev/outbox` (JSON). Neither outbox route exists in production.
 */
export const mailRoutes: RouteModule<NoServices> = { public: devOutboxRoutes };

function devOutboxRoutes(scope: App, _services: NoServices, deps: AppDeps): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  if (deps.config.isProduction) return;

  app.get(
    '/api/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Messages in the development outbox, newest first',
        querystring: z.object({ to: z.string().max(254).optional(), limit: countParamSchema(1, 500).optional() }),
        response: { 200: z.object({ data: z.array(outboxItemSchema) }) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await listOutbox(deps.database.db, { to: request.query.to, limit: request.query.limit }) };
    },
  );

  app.get(
    '/dev/outbox',
    { schema: { hide: true, querystring: z.object({ to: z.string().max(254).optional() }) } },
    async (request, reply) => {
      const messages = await listOutbox(deps.database.db, { to: request.query.to, limit: 100 });
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      return renderOutboxPage(messages, request.query.to);
    },
  );
}

const linksOf = (text: string): string[] => [...new Set(text.match(/https?:\/\/[^\s<>"]+/g) ?? [])];

function renderOutboxPage(messages: OutboxMessage[], to: string | undefined): string {
  const items = messages
    .map(
      (m) => `<article class="msg">
<header><h2>${escapeHtml(m.subject)}</h2>
<p class="meta">#${m.id} · to <strong>${escapeHtml(m.to)}</strong> · ${escapeHtml(m.createdAt)} · ${escapeHtml(m.status)}</p></header>
${
  linksOf(m.text).length
    ? `<ul class="links">${linksOf(m.text)
        .map((l) => `<li><a href="${escapeHtml(l)}">${escapeHtml(l)}</a></li>`)
        .join('')}</ul>`
    : ''
}
<details><summary>HTML preview</summary><iframe sandbox="" title="${escapeHtml(m.subject)}" srcdoc="${escapeHtml(m.html)}"></iframe></details>
<details><summary>Plain text</summary><pre>${escapeHtml(m.text)}</pre></details>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Outbox · Orioni (development)</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;padding:24px;background:#f3f4f8;color:#1b1e28}
h1{margin:0 0 8px}form{margin:0 0 24px}input{font:inherit;padding:6px 10px}
.msg{background:#fff;border-radius:10px;padding:16px 20px;margin:0 0 16px;box-shadow:0 1px 3px rgba(0,0,0,.08)}
.msg h2{font-size:18px;margin:0 0 4px}.meta{margin:0 0 8px;color:#555;font-size:14px}
.links a{color:#2f3bcb;word-break:break-all}iframe{width:100%;height:560px;border:1px solid #ddd;border-radius:8px;background:#fff}
pre{white-space:pre-wrap;background:#f7f7fa;padding:12px;border-radius:8px}
</style></head>
<body><h1>Development outbox</h1>
<p>E-mails the storefront would send. No SMTP server is configured, so they are kept here (newest first).</p>
<form method="get"><label>Recipient <input type="email" name="to" value="${escapeHtml(to ?? '')}"></label> <button type="submit">Filter</button></form>
${items || '<p>No messages yet.</p>'}
</body></html>`;
}
