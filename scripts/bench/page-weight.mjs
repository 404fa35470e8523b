// What a page costs a first-time visitor: every resource its HTML names (styles, scripts and their
// imports, eagerly loaded images), each fetched as a browser asks for it (Accept-Encoding: br, gzip),
// with its decoded size and the bytes of its body on the wire (headers not counted).
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';

const ACCEPT_ENCODING = 'br, gzip, deflate';
const attr = (html, pattern) => [...html.matchAll(pattern)].map((m) => m[1]);

function get(url) {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': ACCEPT_ENCODING } }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => {
        const wire = Buffer.concat(chunks);
        const coding = res.headers['content-encoding'];
        const body =
          coding === 'br' ? brotliDecompressSync(wire) : coding === 'gzip' ? gunzipSync(wire) : wire;
        resolve({ body, raw: body.length, wire: wire.length });
      });
    })
      .on('error', reject)
      .end();
  });
}

const sum = (items, key) => items.reduce((total, item) => total + item[key], 0);

/** Scripts the page loads: its own, its islands' and their imports, followed to the end. */
async function scripts(html, base, origin) {
  const entry = [
    ...attr(html, /<script[^>]*\ssrc="([^"]+)"/g),
    ...attr(html, /<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
    ...attr(html, /component-url="([^"]+)"/g),
    ...attr(html, /renderer-url="([^"]+)"/g),
    ...attr(html, /before-hydration-url="([^"]+)"/g).filter(Boolean),
  ];
  const seen = new Map();
  const queue = entry.map((src) => new URL(src, base).href);
  while (queue.length) {
    const url = queue.shift();
    if (seen.has(url) || !url.startsWith(origin)) continue;
    const file = await get(url);
    const code = file.body.toString();
    seen.set(url, { raw: file.raw, wire: file.wire, gzip: gzipSync(code).length });
    for (const spec of attr(code, /(?:from|import)\s*["']([^"']+\.js)["']/g))
      queue.push(new URL(spec, url).href);
  }
  return [...seen.values()];
}

export async function pageWeight(origin, path) {
  const base = origin + path;
  const page = await get(base);
  const html = page.body.toString();
  const head = html.split('</head>')[0] ?? '';
  const modules = await scripts(html, base, origin);
  // Inline scripts that run; JSON data islands (JSON-LD) are data, not JavaScript.
  const inline = attr(
    html,
    /<script(?![^>]*\ssrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g,
  ).join('\n');
  const inlineGzip = inline.trim() ? gzipSync(inline).length : 0;
  const sheets = await Promise.all(
    attr(html, /<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g).map((href) => get(new URL(href, base).href)),
  );
  const inlineCss = attr(html, /<style[^>]*>([\s\S]*?)<\/style>/g).join('\n');
  const images = await Promise.all(
    [...new Set(attr(html, /<img(?![^>]*loading="lazy")[^>]*\ssrc="([^"]+)"/g))].map((src) =>
      get(new URL(src, base).href),
    ),
  );
  return {
    html: { raw: page.raw, wire: page.wire },
    css: {
      raw: sum(sheets, 'raw'),
      wire: sum(sheets, 'wire'),
      files: sheets.length,
      inline: Buffer.byteLength(inlineCss),
    },
    js: {
      raw: sum(modules, 'raw'),
      wire: sum(modules, 'wire'),
      gzip: sum(modules, 'gzip') + inlineGzip,
      modules: modules.length,
      inline: Buffer.byteLength(inline),
      inlineGzip,
    },
    images: { raw: sum(images, 'raw'), wire: sum(images, 'wire'), files: images.length },
    requests: 1 + sheets.length + modules.length + images.length,
    renderBlocking: {
      scripts: attr(head, /<script(?![^>]*(?:type="module"|async|defer))[^>]*\ssrc="([^"]+)"/g).length,
      styles: attr(head, /<link[^>]*rel="stylesheet"(?![^>]*media="print")[^>]*href="([^"]+)"/g).length,
    },
  };
}

/** The JavaScript budget's figure: gzip size of all scripts a page runs (tests/e2e/blocks.spec.ts). */
export async function pageJs(origin, path) {
  const { js, renderBlocking } = await pageWeight(origin, path);
  return {
    modules: js.modules,
    gzipBytes: js.gzip,
    inlineGzip: js.inlineGzip,
    renderBlocking: renderBlocking.scripts,
  };
}
