// `npm run bench:page`: the page's figures alone (bench/page.ts), without the engine, export and CLI
// figures of `npm run bench`: a few minutes instead of many when only the interface changed.
import { resolve } from 'node:path';
import { benchPage } from './page';

console.log(JSON.stringify(await benchPage(resolve(import.meta.dirname, '../../shared/bsdata')), null, 2));
