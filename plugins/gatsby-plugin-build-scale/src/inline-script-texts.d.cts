/** Types of inline-script-texts.cjs (plain JavaScript, so that jest's configuration can require it). */
export function inlineScriptFiles(siteDirectory: string): string[]
export function inlineScriptName(file: string): string
export function compileInlineScript(file: string, names?: readonly string[]): string
export function inlineScriptTexts(siteDirectory: string): Record<string, string>
export function inlineScriptsDefinition(siteDirectory: string): Record<string, string>
