// One part of `npm run bench`, printed as JSON: `npx tsx bench/part.ts <part>`, where part is
// `importedBuilder` (in process, ../shared/bsdata), `page` (needs `npm run build` and Chromium) or
// `page-restart` (the page's first open of an imported list after a restart of the server, alone),
// `page-clicks` (the clicks on "add" alone: ~1 min where `page` takes 5), `cli` (the command's start,
// validation and PDFs; needs `node scripts/build-cli.js`) or
// `importLag` (the main thread's longest block while the four games' community data are imported), or
// `engine` (the generic engine on a large made-up roster, as `npm run bench` times it: no build needed).
import { resolve } from 'node:path';
import { benchCli } from './cli';
import { benchEngine } from './engine';
import { benchImportedBuilder } from './import-data';
import { benchImportLag } from './import-lag';
import { benchPage } from './page';
import { time } from './timing';

const bsdata = resolve(import.meta.dirname, '../../shared/bsdata');
const parts: Record<string, () => Promise<unknown>> = {
  importedBuilder: () => benchImportedBuilder(bsdata, (run) => time(run, 5, 1000)),
  page: () => benchPage(bsdata),
  'page-restart': () => benchPage(bsdata, { restartOnly: true }),
  'page-clicks': () => benchPage(bsdata, { clicksOnly: true }),
  cli: async () => benchCli(),
  importLag: () => benchImportLag(bsdata),
  engine: async () => benchEngine((run) => time(run, 10, 800)),
};
const part = parts[process.argv[2] ?? ''];
if (!part) {
  console.error(`usage: npx tsx bench/part.ts ${Object.keys(parts).join('|')}`);
  process.exit(2);
}
console.log(JSON.stringify(await part(), null, 2));
