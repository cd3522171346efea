import { sweepFile } from './support/accessibility-sweep';
import { employeeTours, managerTours } from './support/tour-routes';

sweepFile('the organization’s MANAGER and EMPLOYEE', {
  'the MANAGER: every page they may open, its open states and a person’s detail': managerTours,
  'the EMPLOYEE: every page they may open, the menu and the date picker': employeeTours,
});
