// The public surface of team-rules: what other features may use. Everything else is the feature's own.
export { useRuleCheck, type RuleCheck } from './api';
export { RuleCheckHint } from './RuleCheckHint';
export { TeamRulesCard } from './TeamRulesCard';
