/** The outside sign-in providers a user may connect (SOCIAL_LOGIN). */
export type SocialProvider = 'google' | 'facebook';
