/**
 * Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy of every script and
 * stylesheet of the browser build, for server.mjs to send as they are: compressing once at
 * build time can afford the slowest, smallest settings, which compressing each answer cannot.
 * Files under 1 KiB are left alone (the on-the-fly compression skips them too).
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
const COMPRESSIBLE = /\.(js|css|svg|json)$/;
const MIN_BYTES = 1024;

export async function precompress(directory) {
  const names = (await readdir(directory)).filter((name) => COMPRESSIBLE.test(name));
  let written = 0;
  for (const name of names) {
    const content = await readFile(path.join(directory, name));
    if (content.length < MIN_BYTES) continue;
    const [br, gz] = await Promise.all([
      brotli(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gzipped(content, { level: 9 }),
    ]);
    await Promise.all([
      writeFile(path.join(directory, `${name}.br`), br),
      writeFile(path.join(directory, `${name}.gz`), gz),
    ]);
    written += 1;
  }
  return written;
}
