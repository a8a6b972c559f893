import { CMD, SNAPSHOT, SOCKET, type CommandName } from '../../src/domain/events';
import { LANGS, type Lang } from '../../src/domain/server-messages';
import { commandText, word } from './docs.text';

export const DOCS_URL = '/prod-api/docs';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const row = (cells: readonly (string | number)[], tag = 'td') => `<tr>${cells.map((c) => `<${tag}>${esc(String(c))}</${tag}>`).join('')}</tr>`;

/** The socket commands and snapshot calls, as a section of the page. */
function socketSection(lang: Lang): string {
  const commands = (Object.entries(CMD) as Array<[CommandName, number]>)
    .map(([name, cmd]) => row([cmd, name, commandText[name].payload, commandText[name].text[lang]]))
    .join('');
  const snapshots = Object.entries(SNAPSHOT)
    .map(([channel, call]) => row([channel, `${call}`]))
    .join('');
  return `<section id="socket">
<h2>${esc(word('socketTitle', lang))}</h2>
<p>${esc(word('socketIntro', lang))}</p>
<p>${esc(word('path', lang))}: <code>${esc(SOCKET.path)}</code></p>
<table><thead>${row([word('command', lang), word('name', lang), word('payload', lang), word('meaning', lang)], 'th')}</thead><tbody>${commands}</tbody></table>
<h3>${esc(word('snapshots', lang))}</h3>
<table><thead>${row([word('channel', lang), word('call', lang)], 'th')}</thead><tbody>${snapshots}</tbody></table>
</section>`;
}

const STYLE =
  `body{margin:0;font-family:system-ui,sans-serif;color:#1f2328}
header{padding:16px 24px;border-bottom:1px solid #d0d7de;display:flex;gap:24px;align-items:baseline;flex-wrap:wrap}
header h1{font-size:22px;margin:0}header nav a{margin-right:12px}
#socket{padding:0 24px 32px;max-width:1400px;margin:0 auto}
#socket table{border-collapse:collapse;width:100%;margin:8px 0 16px}` +
  `#socket th,#socket td{border:1px solid #d0d7de;padding:4px 8px;text-align:left;font-size:14px}
#socket code{background:#f6f8fa;padding:1px 4px}`;

/** The browsing page: the calls through Swagger UI (served from node_modules, offline), then the socket. */
export function docsPage(lang: Lang): string {
  const spec = `${DOCS_URL}/openapi.json?lang=${lang}`;
  const langs = LANGS.map((l) => (l === lang ? `<b>${l}</b>` : `<a href="${DOCS_URL}?lang=${l}">${l}</a>`)).join(' ');
  const nav =
    `<a href="#calls">${esc(word('calls', lang))}</a><a href="#socket">${esc(word('socketTitle', lang))}</a>` +
    `<a href="${spec}">${esc(word('document', lang))}</a>`;
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(word('title', lang))}</title>
<link rel="icon" href="${DOCS_URL}/assets/favicon-32x32.png">
<link rel="stylesheet" href="${DOCS_URL}/assets/swagger-ui.css">
<style>${STYLE}</style>
</head>
<body>
<header><h1>${esc(word('title', lang))}</h1>
<nav>${nav}</nav>
<span>${langs}</span></header>
<div id="calls"><div id="swagger-ui" data-spec="${esc(spec)}"></div></div>
${socketSection(lang)}
<script src="${DOCS_URL}/assets/swagger-ui-bundle.js"></script>
<script src="${DOCS_URL}/assets/init.js"></script>
</body>
</html>`;
}

/** Starts Swagger UI on the document named by the page (a file, so no inline script is needed). */
export const INIT_SCRIPT = `(function () {
  var el = document.getElementById('swagger-ui');
  window.ui = SwaggerUIBundle({ url: el.getAttribute('data-spec'), domNode: el, deepLinking: true, docExpansion: 'none',
    filter: true, presets: [SwaggerUIBundle.presets.apis], layout: 'BaseLayout', validatorUrl: null });
})();
`;
