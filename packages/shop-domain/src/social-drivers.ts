/** The providers a shopper may sign in with. */
export const SOCIAL_DRIVERS = ['google', 'facebook'] as const
export type SocialDriver = (typeof SOCIAL_DRIVERS)[number]
