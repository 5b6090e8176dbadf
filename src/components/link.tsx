export { Link, type LinkProps } from '../lib/i18n/page-language'
