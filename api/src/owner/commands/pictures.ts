import type { CommandGroup } from '../command.js'

const group: CommandGroup = { name: 'pictures', summary: 'TODO', commands: [] }

export default group
