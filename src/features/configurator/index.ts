// The configurator feature's public entry: the catalogue reads the layouts the configurator is
// given, and its product page holds the configurator's slot.
export type { ConfiguratorLayout, ConfiguratorPaper } from './types'
export { ConfiguratorSlot } from './components/configurator-slot'
