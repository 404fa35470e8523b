// Sums the gzip size of every JS module a page loads: its scripts and islands, then their imports.
import { gzipSync } from 'node:zlib';

const attr = (html, pattern) => [...html.matchAll(pattern)].map((m) => m[1]);

export async function pageJs(origin, path) {
  const html = await (await fetch(origin + path)).text();
  const head = html.split('</head>')[0] ?? '';
  const blocking = attr(head, /<script(?![^>]*(?:type="module"|async|defer))[^>]*\ssrc="([^"]+)"/g);
  const entry = [
    ...attr(html, /<script[^>]*\ssrc="([^"]+)"/g),
    ...attr(html, /<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
    ...attr(html, /component-url="([^"]+)"/g),
    ...attr(html, /renderer-url="([^"]+)"/g),
    ...attr(html, /before-hydration-url="([^"]+)"/g).filter(Boolean),
  ];
  const seen = new Map();
  const queue = entry.map((src) => new URL(src, origin + path).href);
  while (queue.length) {
    const url = queue.shift();
    if (seen.has(url) || !url.startsWith(origin)) continue;
    const code = await (await fetch(url)).text();
    seen.set(url, gzipSync(code).length);
    for (const spec of attr(code, /(?:from|import)\s*["']([^"']+\.js)["']/g))
      queue.push(new URL(spec, url).href);
  }
  // Inline scripts that run; JSON data islands (menu trees, JSON-LD) are data, not JavaScript.
  const inline = attr(
    html,
    /<script(?![^>]*\ssrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g,
  ).join('\n');
  const inlineGzip = inline.trim() ? gzipSync(inline).length : 0;
  const total = [...seen.values()].reduce((a, b) => a + b, 0) + inlineGzip;
  return { modules: seen.size, gzipBytes: total, inlineGzip, renderBlocking: blocking.length };
}
