// The profile feature's public entry. Settings change the account through the profile's call,
// show their page inside the profile page and confirm a deletion as the profile confirms a change.
export { updateMe } from './api/update-me'
export { SocialReauth, reauthFields } from './components/social-reauth'
export { ProfilePage } from './components/profile-page'
