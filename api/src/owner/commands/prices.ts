import type { CommandGroup } from '../command.js'

const group: CommandGroup = { name: 'prices', summary: 'TODO', commands: [] }

export default group
