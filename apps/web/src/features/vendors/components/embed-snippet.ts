/** The message a framed vendor calculator posts to its parent page with its content height. */
export const EMBED_HEIGHT_MESSAGE = 'roomtone:height';

/**
 * The HTML a vendor pastes into its own site: the calculator in an `<iframe>` and a small script
 * that sizes the frame to the height the calculator reports (only from Roomtone's origin).
 */
export function embedSnippet(appOrigin: string, vendorName: string, displayName: string): string {
  const frameId = `roomtone-${vendorName}`;
  const title = `${displayName} RT Calculator`.replace(/"/g, '&quot;');
  return [
    `<iframe id="${frameId}" src="${appOrigin}/v/${vendorName}/rt" title="${title}"`,
    '  style="width:100%;min-height:900px;border:0" loading="lazy"></iframe>',
    '<script>',
    "  window.addEventListener('message', function (event) {",
    `    if (event.origin !== '${appOrigin}') return;`,
    `    if (!event.data || event.data.type !== '${EMBED_HEIGHT_MESSAGE}') return;`,
    `    var frame = document.getElementById('${frameId}');`,
    "    if (frame) frame.style.height = event.data.height + 'px';",
    '  });',
    '</script>',
  ].join('\n');
}
