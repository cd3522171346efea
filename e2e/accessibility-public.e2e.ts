import { sweepFile } from './support/accessibility-sweep';
import { mainSiteTours, organizationLoggedOutTours } from './support/tour-routes';

sweepFile('the pages before logging in', {
  'the main site: landing, company login, the onboarding’s steps, invitation sign-up, organization setup, consent page, /test-design':
    mainSiteTours,
  'the organization site logged out: login, forgot and reset password, the consent page with its reject reason, /test-design':
    organizationLoggedOutTours,
});
