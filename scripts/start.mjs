// `npm start`: builds the web app and the server when a build is missing or older than its
// sources, then runs the built server (`node apps/server/dist/main.js` in this process).
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuilt, ROOT, SERVER_BUILD, WEB_BUILD } from './built-output.mjs';

ensureBuilt([WEB_BUILD, SERVER_BUILD]);
await import(pathToFileURL(join(ROOT, SERVER_BUILD.output)).href);
