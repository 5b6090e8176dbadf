// The language feature's public entry. The settings' language form stores the language chosen
// the way the language switcher does.
export { readStoredLanguage, storeLanguage } from './language-choice'
