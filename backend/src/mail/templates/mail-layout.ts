/**
 * The one layout every mail shares (login links, notifications, draws): the club's name and logo
 * on top, the message in a white card, the footer with why the person gets it and how to stop
 * it. Built for phones first: one column, at most 560 px wide and fluid below that, tables for
 * the structure (mail clients ignore most CSS layout) and every style inline (several clients
 * drop a <style> block), system fonts at 16 px, a button big enough to tap.
 *
 * Handlebars sources, compiled once (mail-renderer.ts). HTML templates escape every `{{value}}`;
 * `{{{body}}}` is the body template's own already-escaped output.
 */

const FONT = `font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif`;

export const LAYOUT_HTML = `<!doctype html>
<html lang="{{locale}}" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<meta name="color-scheme" content="light only">
<meta name="supported-color-schemes" content="light">
<title>{{subject}}</title>
</head>
<body style="margin:0;padding:0;background-color:#eef3f0;-webkit-text-size-adjust:100%;">
<div style="display:none;max-height:0;max-width:0;overflow:hidden;opacity:0;mso-hide:all;">{{preheader}}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#eef3f0;">
<tr><td align="center" style="padding:20px 10px 28px 10px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;">
<tr><td style="padding:0 6px 14px 6px;${FONT};">
<table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr>
{{#if brand.logo}}<td style="padding-right:10px;vertical-align:middle;"><img src="{{brand.logo}}" alt="" width="40" height="40" style="display:block;width:40px;height:40px;border:0;border-radius:8px;object-fit:contain;"></td>{{/if}}
<td style="vertical-align:middle;font-size:18px;line-height:1.3;font-weight:700;color:#14532d;">{{brand.name}}</td>
</tr></table>
</td></tr>
<tr><td style="background-color:#ffffff;border-radius:12px;padding:24px 20px;${FONT};font-size:16px;line-height:1.5;color:#1f2937;word-wrap:break-word;overflow-wrap:anywhere;">
{{{body}}}
</td></tr>
<tr><td style="padding:16px 6px 0 6px;${FONT};font-size:13px;line-height:1.5;color:#4b5563;">
<p style="margin:0 0 8px 0;">{{footer.reason}}</p>
{{#if footer.links.length}}<p style="margin:0;">{{#each footer.links}}{{#unless @first}} &middot; {{/unless}}<a href="{{url}}" style="color:#4b5563;text-decoration:underline;">{{label}}</a>{{/each}}</p>{{/if}}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;

export const LAYOUT_TEXT = `{{brand.name}}

{{{body}}}

--
{{footer.reason}}
{{#each footer.links}}
{{label}}: {{url}}
{{/each}}
`;

/** Partials the body templates use: a paragraph, a button, an event card. */
export const PARTIALS_HTML = {
  paragraph: `<p style="margin:0 0 14px 0;">{{this}}</p>`,
  note: `<p style="margin:0 0 14px 0;font-size:14px;color:#4b5563;">{{this}}</p>`,
  button: `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:6px 0 4px 0;"><tr>
<td style="border-radius:8px;background-color:#15803d;"><a href="{{url}}" style="display:inline-block;padding:12px 22px;${FONT};font-size:16px;font-weight:600;line-height:1.2;color:#ffffff;text-decoration:none;border-radius:8px;">{{label}}</a></td>
</tr></table>
<p style="margin:10px 0 0 0;font-size:13px;color:#6b7280;word-break:break-all;">{{url}}</p>`,
  eventCard: `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 14px 0;border:1px solid #d1d5db;border-radius:10px;border-collapse:separate;">
<tr><td style="padding:14px 16px;${FONT};">
<div style="font-size:17px;line-height:1.35;font-weight:700;color:#111827;{{#if struck}}text-decoration:line-through;{{/if}}">{{name}}</div>
{{#if badge}}<div style="margin:6px 0 0 0;"><span style="display:inline-block;padding:2px 10px;border-radius:999px;font-size:13px;font-weight:600;line-height:1.6;background-color:{{badge.background}};color:{{badge.color}};">{{badge.label}}</span></div>{{/if}}
<div style="margin:8px 0 0 0;font-size:15px;line-height:1.45;color:#1f2937;">{{date}}</div>
<div style="font-size:15px;line-height:1.45;color:#1f2937;font-weight:600;">{{time}}</div>
{{#if location}}<div style="font-size:15px;line-height:1.45;color:#374151;">{{location}}</div>{{/if}}
{{#if was}}<div style="margin:8px 0 0 0;padding:8px 0 0 0;border-top:1px solid #e5e7eb;font-size:14px;line-height:1.45;color:#6b7280;">{{was}}</div>{{/if}}
</td></tr>
</table>`,
};

export const PARTIALS_TEXT = {
  paragraph: `{{this}}
`,
  note: `{{this}}
`,
  button: `{{label}}: {{url}}
`,
  eventCard: `{{name}}{{#if badge}} [{{badge.label}}]{{/if}}
{{date}}, {{time}}
{{#if location}}{{location}}
{{/if}}{{#if was}}{{was}}
{{/if}}`,
};
