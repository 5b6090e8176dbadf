import type { CommandGroup } from '../command.js'

const group: CommandGroup = { name: 'orders', summary: 'TODO', commands: [] }

export default group
