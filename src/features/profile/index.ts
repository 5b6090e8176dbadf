// The profile feature's public entry. Settings change the account through the profile's call and
// show their page inside the profile page.
export { updateMe } from './api/update-me'
export { ProfilePage } from './components/profile-page'
