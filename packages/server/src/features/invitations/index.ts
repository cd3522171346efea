// The public surface of invitations: what other features, e2e and bench may use. Everything else is the feature's own.
export { createInvitation, type InvitationInput } from './create-invitation';
export { pendingInvitationsWhere } from './pending-invitations';
