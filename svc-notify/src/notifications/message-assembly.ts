/**
 * A message's parts (title, lead, details, lists, notes, action) assembled into what is sent: the in-app title and
 * body, the e-mail subject, plain text and HTML. One layout for every kind and language.
 */

/** One rendered message: the in-app title and body, the e-mail subject, plain text and HTML. */
export interface RenderedMessage {
  readonly title: string;
  readonly body: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

export interface Parts {
  title: string;
  lead: string;
  details: [string, string][];
  /** Headed lists after the details (a visit's recommendations). */
  lists?: [string, readonly string[]][];
  notes: string[];
  /** The message's one action, a link after the lead (pet care: "Book now"). */
  action?: { label: string; url: string };
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

/** The in-app title and body, the e-mail subject, plain text and HTML of a message's parts (`reference`: its visit's). */
export function assemble(
  reference: string | undefined,
  {
    title,
    lead,
    details,
    lists = [],
    notes,
    greeting,
    footer,
    action,
  }: Parts & { greeting: string; footer: string },
): RenderedMessage {
  const text = [
    greeting,
    '',
    lead,
    '',
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    ...details.map(([k, v]) => `${k}: ${v}`),
    ...lists.flatMap(([heading, items]) => ['', `${heading}:`, ...items.map((item) => `- ${item}`)]),
    ...(notes.length ? ['', ...notes.map((n) => `- ${n}`)] : []),
    '',
    footer,
    '',
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2937">',
    `<h2 style="color:#0f766e">${escapeHtml(title)}</h2>`,
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(lead)}</p>`,
    ...(action
      ? [
          `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#0f766e;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(action.label)}</a></p>`,
        ]
      : []),
    '<table style="border-collapse:collapse">',
    ...details.map(
      ([k, v]) =>
        `<tr><td style="padding:2px 12px 2px 0;font-weight:bold">${escapeHtml(k)}</td><td>${escapeHtml(v)}</td></tr>`,
    ),
    '</table>',
    ...lists.flatMap(([heading, items]) => [
      `<h3 style="font-size:15px;margin:16px 0 4px">${escapeHtml(heading)}</h3>`,
      '<ul>',
      ...items.map((item) => `<li>${escapeHtml(item)}</li>`),
      '</ul>',
    ]),
    ...(notes.length ? ['<ul>', ...notes.map((n) => `<li>${escapeHtml(n)}</li>`), '</ul>'] : []),
    `<p style="color:#6b7280;font-size:12px">${escapeHtml(footer)}</p>`,
    '</body></html>',
  ].join('\n');
  return {
    title,
    body: lead,
    subject: reference ? `VetNow: ${title} - ${reference}` : `VetNow: ${title}`,
    text,
    html,
  };
}
