import type { CommandGroup } from '../command.js'

const group: CommandGroup = { name: 'coupons', summary: 'TODO', commands: [] }

export default group
