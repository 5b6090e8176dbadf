// The own-photos feature's public entry: the profile shows "My photos" among its sections.
export { MyPhotos } from './components/my-photos'
