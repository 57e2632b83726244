// A plain, light e-mail layout: readable on any phone's mail app, no remote images.
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

export function emailHtml(opts: { lang: string; heading: string; paragraphs: readonly string[]; button: { label: string; url: string }; footer: string }): string {
  const p = opts.paragraphs.map((t) => `<p style="margin:0 0 16px">${escapeHtml(t)}</p>`).join('');
  return `<!doctype html><html lang="${escapeHtml(opts.lang)}"><body style="margin:0;background:#f4f7f6;font-family:Arial,Helvetica,sans-serif;color:#14302b">
<div style="max-width:520px;margin:0 auto;padding:24px">
<div style="font-size:22px;font-weight:bold;color:#0f5c4d;margin-bottom:16px">Kumbu</div>
<div style="background:#ffffff;border-radius:12px;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(opts.heading)}</h1>${p}
<p style="margin:24px 0"><a href="${escapeHtml(opts.button.url)}" style="background:#0f5c4d;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;display:inline-block">${escapeHtml(opts.button.label)}</a></p>
<p style="margin:0;font-size:13px;color:#5b6f6a;word-break:break-all">${escapeHtml(opts.button.url)}</p>
</div>
<p style="font-size:12px;color:#5b6f6a;margin-top:16px">${escapeHtml(opts.footer)}</p>
</div></body></html>`;
}
