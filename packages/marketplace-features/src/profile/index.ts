export { profileNavMessages } from '../shell/account-nav-messages';
export { OrderFrame, ProfileFrame } from './profile-frame';
