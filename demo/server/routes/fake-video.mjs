// @ts-check
// A stand-in for a video provider's embedded player (section 7: "A video provider is sent a
// play/pause message through its embedded frame"). Tests and the demo point an <sq-video>'s iframe
// here. The page listens for messages from its parent and answers each with
// { sqFakeVideo: <the message as received>, provider, command }, where command is 'play', 'pause' or
// null as the page understood the message in the provider's shape (YouTube's iframe API command,
// Vimeo's player method, else { type }). It also posts { sqFakeVideoReady: provider } once loaded,
// and shows its state, so the demo shows the messages arriving.
//
//   GET /__fake/video-player.html?provider=youtube|vimeo|<other>
import { escapeHtml } from '../http.mjs';

/**
 * JSON that is also safe inside an inline <script> (no "</script>" can close it).
 * @param {unknown} value
 */
const scriptJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c');

/** @param {string} provider */
export function fakeVideoPlayer(provider) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Fake ${escapeHtml(provider || 'video')} player</title>
<style>
  html, body { margin: 0; height: 100%; }
  body { display: grid; place-items: center; background: #16181d; color: #f2f2f2; font: 16px system-ui, sans-serif; }
</style>
</head>
<body>
<p><span>Fake ${escapeHtml(provider || 'video')} player:</span> <strong id="state">ready</strong></p>
<script>
(() => {
  const provider = ${scriptJson(provider)};
  const state = document.getElementById('state');
  const parse = (data) => {
    if (typeof data !== 'string') return data;
    try { return JSON.parse(data); } catch { return null; }
  };
  const commandOf = (data) => {
    const message = parse(data);
    if (!message || typeof message !== 'object') return null;
    const name = provider === 'youtube' ? message.event === 'command' && message.func
      : provider === 'vimeo' ? message.method : message.type;
    return { playVideo: 'play', pauseVideo: 'pause', play: 'play', pause: 'pause' }[name] || null;
  };
  addEventListener('message', (event) => {
    if (event.source !== parent || parent === window) return;
    const command = commandOf(event.data);
    if (command) state.textContent = command === 'play' ? 'playing' : 'paused';
    parent.postMessage({ sqFakeVideo: event.data, provider, command }, '*');
  });
  if (parent !== window) parent.postMessage({ sqFakeVideoReady: provider }, '*');
})();
</script>
</body>
</html>
`;
}

/** @returns {import('./index.mjs').Route[]} */
export function fakeVideoRoutes() {
  return [{
    method: 'GET', path: '/__fake/video-player.html', kind: 'scripts',
    answer: ({ query }) => ({
      status: 200,
      text: fakeVideoPlayer(typeof query.provider === 'string' ? query.provider : ''),
      type: 'text/html; charset=utf-8',
    }),
  }];
}
