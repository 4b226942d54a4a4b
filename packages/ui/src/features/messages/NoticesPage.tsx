import type { PageProps } from '../../app/routes';
import { Screen } from '../../components/Screen';
import { NoticeList } from './components/NoticeList';

/** Spec §2 `pages/mailMessage/ggList`: the exchange's announcements (its notices). Needs a login, as the spec's whole mailMessage group does. */
export default function NoticesPage({ route }: PageProps) {
  return (
    <Screen route={route} testId="page-notices">
      <NoticeList />
    </Screen>
  );
}
