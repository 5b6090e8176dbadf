/** Fields trimmed before validation, and those that a blank value clears. */
export const ADDRESS_TEXT_FIELDS = ['first_name', 'last_name', 'street', 'city', 'zip'] as const
export const ADDRESS_NULLABLE_FIELDS = ['company', 'phone_number'] as const
