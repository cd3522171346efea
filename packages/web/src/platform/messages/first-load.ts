/**
 * The part of `t` that the first load of a site reads (the entry's API errors and spinners, the site
 * error page, the landing page): the shell's and the landing page's texts. Those modules import `t` from here,
 * so that the landing page does not download every page's texts (scripts/bundle-budgets.test.mjs);
 * every other module imports the whole `t` from './index'. Same keys, same texts.
 */
import { shellMessages } from './shell';
import { landingMessages } from './landing';

export const t = { ...shellMessages, ...landingMessages } as const;
