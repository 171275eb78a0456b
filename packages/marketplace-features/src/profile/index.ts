export { OrderFrame, ProfileFrame, profileNavMessages } from './profile-frame';
