// The public surface of the language feature (issue 26): the logged-out pages' switch.
export { LanguageSwitch } from './LanguageSwitch';
