// The configurator feature's public entry: the catalogue reads the layouts the configurator is given.
export type { ConfiguratorLayout } from './types'
