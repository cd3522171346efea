import { inject } from 'vitest';

/**
 * The demo's logins of this run: random per installation (issue 20, item 1), read by the global setup
 * from the server's DATA_DIR/demo-credentials.json. No test names a password of the demo.
 */
export const demoLogins = () => {
  const credentials = inject('demoCredentials');
  return {
    password: credentials.peoplePassword,
    payingPassword: credentials.payingPeoplePassword,
    operator: credentials.operator,
  };
};
