// Every route of every role, and the states that open on them (menus, dialogs, the date picker, a person
// picker's list, the monthly report's month): the one list the phone tour (layout at 390 px) and the
// accessibility sweep (axe-core at 1280 and 390 px) both walk. A tour (support/phone-tour.ts) is one browser
// context, signed in once.
//
// The tours live per site (tour-routes-public.ts, tour-routes-organization.ts, tour-routes-operator.ts); this
// module is the one list both import.

export { adminTours, employeeTours, managerTours } from './tour-routes-organization';
export { operatorTours } from './tour-routes-operator';
export { mainSiteTours, organizationLoggedOutTours } from './tour-routes-public';
