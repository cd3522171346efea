import { sweepFile } from './support/accessibility-sweep';
import { adminTours } from './support/tour-routes';

sweepFile('the organization’s ADMIN', {
  'every page, the menu, the date picker, the person picker’s list, the monthly report’s month, a person’s detail and every dialog':
    adminTours,
});
