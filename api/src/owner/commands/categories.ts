import type { OwnerCategory } from '../../catalogue/owner-categories.js'
import { UsageError, type Command, type CommandGroup } from '../command.js'
import { ownersLanguage, t } from '../language.js'

const list: Command = {
  action: 'list',
  summary: t('owner.tool.categories.list_summary'),
  usage: '',
  help: [t('owner.tool.categories.list_help'), '', 'npm run shop -- categories list'],
  options: {},
  writes: false,
  async run({ positionals, client, print }) {
    if (positionals.length)
      throw new UsageError(t('owner.tool.unexpected', { value: positionals[0]! }))
    const { data } = await client.request<{ data: OwnerCategory[] }>('/categories')
    const language = ownersLanguage()
    for (const category of data) {
      print(`${category.slug}  ${category.name[language]} (${category.group})`)
      const width = Math.max(0, ...category.subcategories.map((child) => child.slug.length))
      for (const child of category.subcategories)
        print(`  ${child.slug.padEnd(width)}  ${child.name[language]}`)
    }
  },
}

const group: CommandGroup = {
  name: 'categories',
  summary: t('owner.tool.categories.summary'),
  commands: [list],
}

export default group
