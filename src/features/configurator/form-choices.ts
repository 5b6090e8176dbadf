import type { FormatType, Orientation } from './types'

/**
 * The shopper's choices as the configurator's form holds them, by its fields' names: what the
 * pre-rendered form says before the configurator's code has come (configurator-slot.tsx), from
 * which the live configurator starts. Only text: the configurator keeps what fits its layouts.
 */
export interface FormChoices {
  layoutId?: string
  paperId?: string
  size?: string
  customWidth?: string
  customHeight?: string
  formatType?: FormatType | string
  orientation?: Orientation | string
  quantity?: string
}

/** The `name` of each of the configurator's fields. */
export const FIELD_NAMES = {
  layoutId: 'layout',
  paperId: 'paper',
  size: 'size',
  customWidth: 'customWidth',
  customHeight: 'customHeight',
  formatType: 'formatType',
  orientation: 'orientation',
  quantity: 'quantity',
} as const satisfies Record<keyof FormChoices, string>

/** The choices a form shows now, the fields it has. */
export function choicesFromForm(form: HTMLFormElement): FormChoices {
  const data = new FormData(form)
  const choices: FormChoices = {}
  for (const [choice, name] of Object.entries(FIELD_NAMES) as Array<[keyof FormChoices, string]>) {
    const value = data.get(name)
    if (typeof value === 'string') choices[choice] = value
  }
  return choices
}
