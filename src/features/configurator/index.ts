// The configurator feature's public entry. The basket shows how sharp each print will be with
// the configurator's print quality (it moves to a shared module once the crop maths does), and the
// catalogue reads the layouts the configurator is given.
export { printDpi, printQuality } from './print-quality'
export type { ConfiguratorLayout } from './types'
