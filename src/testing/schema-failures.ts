/**
 * The message key of every failing field of a yup schema (the first per field, as the form shows it);
 * {} when the value passes.
 */
export async function failures(
  schema: { validate: (v: unknown, o: object) => Promise<unknown> },
  value: object,
) {
  try {
    await schema.validate(value, { abortEarly: false })
    return {}
  } catch (error) {
    const inner = (error as { inner: { path: string; message: string }[] }).inner
    const result: Record<string, string> = {}
    for (const { path, message } of inner) result[path] ??= message
    return result
  }
}
