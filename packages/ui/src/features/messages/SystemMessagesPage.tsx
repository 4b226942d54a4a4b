import type { PageProps } from '../../app/routes';
import { Screen } from '../../components/Screen';
import { SystemMessageList } from './components/SystemMessageList';

/** Spec §2 `pages/mailMessage/mailMessageList`: the user's system messages. */
export default function SystemMessagesPage({ route }: PageProps) {
  return (
    <Screen route={route} testId="page-system-messages">
      <SystemMessageList />
    </Screen>
  );
}
