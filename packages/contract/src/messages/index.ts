import { commerceMessages } from './commerce';
import { commonMessages } from './common';
import { leavesMessages } from './leaves';
import { peopleMessages } from './people';

/** Every Turkish text the server answers with, in one place (product §D1), one file per area. */
export const messages = { ...commonMessages, ...commerceMessages, ...peopleMessages, ...leavesMessages } as const;
