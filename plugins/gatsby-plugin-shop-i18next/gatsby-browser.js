export { wrapPageElement } from '../../src/lib/i18n/page-element'
