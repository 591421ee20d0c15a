#!/usr/bin/env node
/**
 * The web app's production server: what `react-router-serve` does (Express, the built
 * assets cached for a year, `public/`, a log line per request, the React Router handler),
 * plus the build's precompressed assets. `npm run build` writes a brotli (quality 11) and a
 * gzip copy of every script and stylesheet (scripts/precompress.mjs); a browser that accepts
 * them gets that copy as is, instead of the on-the-fly compression's quicker, larger brotli
 * (quality 4). Everything else (the server-rendered pages, data requests) is compressed on the
 * fly as before.
 *
 *   node server.mjs [server build, ./build/server/index.js]
 *
 * Environment: PORT (3000), HOST (every interface), NODE_ENV.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express from 'express';
import morgan from 'morgan';

const buildPath = path.resolve(process.argv[2] ?? 'build/server/index.js');
const build = await import(pathToFileURL(buildPath).href);
const assetsDirectory = path.join(build.assetsBuildDirectory, 'assets');
const assetsPath = path.posix.join(build.publicPath, 'assets');
const port = Number(process.env.PORT || 3000);

/** The precompressed copies, by encoding, as the set of asset names that have one. */
const files = readdirSync(assetsDirectory);
const copies = [
  ['br', '.br'],
  ['gzip', '.gz'],
].map(([encoding, suffix]) => ({
  encoding,
  suffix,
  names: new Set(files.filter((name) => name.endsWith(suffix)).map((name) => name.slice(0, -suffix.length))),
}));

/** Serves `/assets/x.js` as `x.js.br` (or `.gz`) when the browser accepts it and the copy exists. */
function precompressed(request, response, next) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return next();
  const name = request.path.slice(1);
  const copy = copies.find(
    (candidate) => candidate.names.has(name) && request.acceptsEncodings(candidate.encoding),
  );
  response.vary('Accept-Encoding');
  if (!copy) return next();
  response.type(path.extname(name));
  response.setHeader('Content-Encoding', copy.encoding);
  response.sendFile(name + copy.suffix, { root: assetsDirectory, immutable: true, maxAge: '1y' }, (error) => {
    if (error) next(error);
  });
}

const app = express();
app.disable('x-powered-by');
// Leaves an answer that already has a Content-Encoding (a precompressed asset) as it is.
app.use(compression());
app.use(assetsPath, precompressed, express.static(assetsDirectory, { immutable: true, maxAge: '1y' }));
app.use(build.publicPath, express.static(build.assetsBuildDirectory));
app.use(express.static('public', { maxAge: '1h' }));
app.use(morgan('tiny'));
// The visitor's address, appended to X-Forwarded-For as a proxy appends it: the server-side calls
// that pass it on (the course page's lead form) let the API count its per-client limits per
// visitor, not per web server, when the API trusts this server (TRUST_PROXY; `npm start` sets it).
app.use((req, _res, next) => {
  const address = req.socket.remoteAddress;
  const before = req.headers['x-forwarded-for'];
  if (address) req.headers['x-forwarded-for'] = before ? `${before}, ${address}` : address;
  next();
});
app.all('*', createRequestHandler({ build, mode: process.env.NODE_ENV }));

const onListen = () => console.log(`[web] http://localhost:${port}`);
const server = process.env.HOST ? app.listen(port, process.env.HOST, onListen) : app.listen(port, onListen);
for (const signal of ['SIGTERM', 'SIGINT']) process.once(signal, () => server.close(console.error));
