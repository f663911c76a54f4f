// Precompresses the built files (brotli and gzip) next to each original, so
// the Go server sends a phone the smallest form its browser accepts without
// compressing anything per request (internal/site/static.go). Runs after
// `vite build`; nothing here runs at request time.
/* global console */
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const dist = path.resolve(import.meta.dirname, "..", "dist");
// Text formats compress well; images and fonts are compressed already.
const COMPRESSIBLE = new Set([".js", ".mjs", ".css", ".html", ".svg", ".json", ".webmanifest", ".txt", ".ico", ".xml"]);
const MIN_SIZE = 1024; // below this the headers cost more than they save
const MIN_SAVING = 0.9; // keep a variant only when it is at least 10% smaller

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else yield full;
  }
}

let raw = 0;
let br = 0;
let gz = 0;
for (const file of files(dist)) {
  if (!COMPRESSIBLE.has(path.extname(file))) continue;
  const data = readFileSync(file);
  if (data.length < MIN_SIZE) continue;
  const brotli = brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
  const gzip = gzipSync(data, { level: 9 });
  raw += data.length;
  if (brotli.length <= data.length * MIN_SAVING) {
    writeFileSync(`${file}.br`, brotli);
    br += brotli.length;
  } else br += data.length;
  if (gzip.length <= data.length * MIN_SAVING) {
    writeFileSync(`${file}.gz`, gzip);
    gz += gzip.length;
  } else gz += data.length;
}
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(`precompressed ${kb(raw)} of text: brotli ${kb(br)}, gzip ${kb(gz)}`);
