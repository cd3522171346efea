// The public surface of delegations: what other features, e2e and bench may use. Everything else is the feature's own.
export { releaseDeactivatedPerson } from './release-deactivated';
export { releaseDemotedDelegate } from './release-delegations';
export { checkSubstitute, mailSubstitute, mailSubstituteChange, type SubstituteNews } from './substitute';
export { createDelegation } from './create-delegation';
