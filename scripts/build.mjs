// `npm run build`: the web app into apps/web/dist (with brotli and gzip copies of its files) and
// the server with its maintenance scripts into apps/server/dist. `npm start` runs it when needed.
import { runBuild, SERVER_BUILD, WEB_BUILD } from './built-output.mjs';

runBuild(WEB_BUILD);
runBuild(SERVER_BUILD);
