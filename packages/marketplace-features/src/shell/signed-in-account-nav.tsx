import { useUnreadMessages } from '../chat/use-unread-messages';
import { AccountNav } from './account-nav';

/** The account navigation with the signed-in user's unread messages count. */
export function SignedInAccountNav() {
  return <AccountNav unread={useUnreadMessages()} />;
}
