export { Link, type LinkProps } from '../features/language/page-language'
