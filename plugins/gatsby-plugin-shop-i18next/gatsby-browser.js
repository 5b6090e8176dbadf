export { wrapPageElement } from '../../src/features/language/page-element'
