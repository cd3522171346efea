import { sweepFile } from './support/accessibility-sweep';
import { operatorTours } from './support/tour-routes';

sweepFile('the operator', {
  'its login, then every page, the menu, the date picker, the inline edits, every dialog and a mail opened':
    operatorTours,
});
